import { contentImportPayload, type ContentImportStartedView } from '../schemas/admin-content.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * Content import from the back office (issue 20 item 7). Starting answers at once with the
 * import's id; progress and the summary arrive as `import-progress` pushes. Operators only.
 */
export const adminContentContract = {
  'content/import': event(contentImportPayload, reply<ContentImportStartedView>()),
} satisfies NamespaceContract;
