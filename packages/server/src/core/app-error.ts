import { ResultCode, type MessageKey, type MessageParams } from '@kokpit/shared';

/** Field name → message key, for forms that show errors inline. */
export type FieldErrors = Record<string, MessageKey>;

/** What an AppError is made of, in its constructor's order. */
export type AppErrorFields = ConstructorParameters<typeof AppError>;

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
    /** Placeholder values per field (e.g. `{max}` of "too long"). */
    readonly fieldParams: Record<string, MessageParams> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  /** Its fields, to cross to another thread (a structured clone keeps no class). */
  fields(): AppErrorFields {
    return [this.code, this.messageKey, this.params, this.fieldErrors, this.data, this.fieldParams];
  }

  static fromFields(fields: AppErrorFields): AppError {
    return new AppError(...fields);
  }

  static validation(
    fieldErrors: FieldErrors,
    fieldParams: Record<string, MessageParams> = {},
  ): AppError {
    const fields = Object.keys(fieldErrors);
    const only = fields.length === 1 ? fields[0] : undefined;
    const key: MessageKey = only ? fieldErrors[only]! : 'general.multipleValidationErrors';
    const params = only ? (fieldParams[only] ?? {}) : {};
    return new AppError(ResultCode.validation, key, params, fieldErrors, {}, fieldParams);
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
