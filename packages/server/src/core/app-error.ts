import { ResultCode, type MessageKey, type MessageParams } from '@kokpit/shared';

/** Field name → message key, for forms that show errors inline. */
export type FieldErrors = Record<string, MessageKey>;

/**
 * An expected failure the user should see: it carries a reply code and a catalogue key, and is
 * turned into a translated negative envelope at the transport edge.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly fieldErrors: FieldErrors = {},
    readonly data: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  static validation(fieldErrors: FieldErrors): AppError {
    const keys = Object.values(fieldErrors);
    const key: MessageKey =
      keys.length === 1 && keys[0] ? keys[0] : 'general.multipleValidationErrors';
    return new AppError(ResultCode.validation, key, {}, fieldErrors);
  }

  static notFound(key: MessageKey = 'general.notFound'): AppError {
    return new AppError(ResultCode.notFound, key);
  }

  static forbidden(key: MessageKey = 'auth.insufficientPermissions'): AppError {
    return new AppError(ResultCode.insufficientPermissions, key);
  }

  static notAuthenticated(): AppError {
    return new AppError(ResultCode.notAuthenticated, 'auth.notLoggedIn');
  }
}
