import {
  isLanguage,
  isMessageKey,
  LANGUAGES,
  positive,
  ResultCode,
  serverMessages,
  userLangQuery,
  type Language,
} from '@kokpit/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { validate } from '../../core/validate.js';
import { apiToken } from '../../http/api-token.js';
import { restHandler } from '../../http/rest.js';
import { resumeSession } from '../auth/session.service.js';
import { setUserLanguage } from '../users/user.repository.js';
import { shareUserLanguage } from '../../realtime/user-language.js';

const truthy = (v: string | undefined) => v === '1' || v === 'true';

/**
 * GET /user/lang: `lang` is the language; `code` one catalogue key (or `*` for all);
 * `translations=1` the whole server catalogue; `snippets=1` the info-page titles. With a token
 * the language is also saved on the user.
 */
export function registerLanguageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/user/lang',
    restHandler(ctx, async (request) => {
      const q = validate(userLangQuery, request.query ?? {});
      const lang = q.lang ?? q.code;
      if (!isLanguage(lang)) throw new AppError(ResultCode.validation, 'lang.invalid');
      const token = apiToken(request);
      if (token) {
        const { user } = await resumeSession(ctx, token);
        await setUserLanguage(ctx.db, user.id, lang);
        shareUserLanguage(ctx, user.id, lang);
      }
      const key = q.lang && q.code && q.code !== q.lang ? q.code : undefined;
      const translations: Partial<Record<Language, Record<string, string>>> = {};
      if (truthy(q.translations) || key) {
        for (const l of truthy(q.translations) ? LANGUAGES : [lang]) {
          const catalogue = serverMessages[l];
          if (key && key !== '*') {
            if (!isMessageKey(key)) throw AppError.notFound();
            translations[l] = { [key]: catalogue[key] };
          } else translations[l] = { ...catalogue };
        }
      }
      const snippets = truthy(q.snippets)
        ? await ctx.db
            .selectFrom('info_pages')
            .select(['slug', 'title', 'summary'])
            .where('lang', '=', lang)
            .orderBy('slug')
            .execute()
        : undefined;
      return positive({
        lang,
        languages: [...LANGUAGES],
        translations,
        ...(snippets ? { snippets } : {}),
      });
    }),
  );
}
