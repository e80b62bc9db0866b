import { z } from 'zod';
import { FieldLimits, Limits } from '../constants.js';
import { checkPasswordStrength } from '../domain/password-policy.js';
import { couponField, emailField, idField, languageField, requiredText } from './fields.js';
import type { SectionView } from './content.js';
import type { UserView } from './user.js';
import {
  DEFAULT_STUDENT_SETTINGS,
  THEMES,
  type StudentSettings,
} from '../domain/student-settings.js';

/*
 * Payloads of the /student events on sections, profile, settings and the school link
 * (SPEC §7). Every error message is a catalogue key.
 */

/** Events that take no payload accept nothing or an empty object. */
export const noPayload = z.union([z.undefined(), z.strictObject({})]);

/** `sections` on /student: names in the socket's language unless another is asked. */
export const studentSectionsPayload = z.union([
  z.undefined(),
  z.strictObject({ lang: languageField.optional() }),
]);

/**
 * `section/change` and `section-enable` {code}. Any short text passes here: whether the section
 * exists is the service's answer ("Section not found"), not a form error.
 */
export const sectionCodePayload = z.strictObject({
  code: z
    .string({ error: 'validation.sectionInvalid' })
    .trim()
    .min(1, { error: 'validation.sectionInvalid' })
    .max(16, { error: 'validation.sectionInvalid' }),
});
export type SectionCodePayload = z.infer<typeof sectionCodePayload>;

/** A password field of the profile: empty (or absent) means "keep the current one" (SPEC §5). */
const optionalNewPassword = z
  .string({ error: 'validation.criteria' })
  .max(FieldLimits.password.max, { error: 'validation.tooLong' })
  .superRefine((value, ctx) => {
    if (value.length === 0) return;
    const problem = checkPasswordStrength(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .optional();

/** `profile/save`: the student's own account fields (SPEC §3 student fields, §5 rules). */
export const profileSavePayload = z
  .strictObject({
    firstName: requiredText(FieldLimits.name.max),
    lastName: requiredText(FieldLimits.name.max),
    email: emailField,
    password: optionalNewPassword,
    passwordConfirm: z
      .string({ error: 'validation.criteria' })
      .max(FieldLimits.password.max, { error: 'validation.tooLong' })
      .optional(),
    /** Asked with a new password: someone at an unlocked device must not take the account. */
    currentPassword: z
      .string({ error: 'validation.criteria' })
      .max(FieldLimits.password.max, { error: 'validation.tooLong' })
      .optional(),
    age: z
      .number({ error: 'validation.ageInvalid' })
      .int({ error: 'validation.ageInvalid' })
      .min(15, { error: 'validation.ageInvalid' })
      .max(99, { error: 'validation.ageInvalid' })
      .nullable()
      .optional(),
    gender: z.enum(['male', 'female'], { error: 'validation.genderInvalid' }).nullable().optional(),
    level: z
      .number({ error: 'validation.levelInvalid' })
      .int({ error: 'validation.levelInvalid' })
      .min(Limits.minStudentLevel, { error: 'validation.levelInvalid' })
      .max(Limits.maxStudentLevel, { error: 'validation.levelInvalid' })
      .optional(),
    lang: languageField.optional(),
  })
  .refine((v) => !v.password || v.password === (v.passwordConfirm ?? ''), {
    message: 'validation.passwordsMismatch',
    path: ['passwordConfirm'],
  })
  .refine((v) => !v.password || !!v.currentPassword, {
    message: 'validation.currentPasswordRequired',
    path: ['currentPassword'],
  });
export type ProfileSavePayload = z.infer<typeof profileSavePayload>;

const settingsFields = {
  sound: z.boolean({ error: 'validation.criteria' }),
  showHelp: z.boolean({ error: 'validation.criteria' }),
  autoNext: z.boolean({ error: 'validation.criteria' }),
  fontScale: z
    .number({ error: 'validation.criteria' })
    .min(1, { error: 'validation.criteria' })
    .max(1.5, { error: 'validation.criteria' }),
  theme: z.enum(THEMES, { error: 'validation.criteria' }),
};

/** `settings/save`: any subset, merged into what is stored. */
export const settingsSavePayload = z.strictObject({
  sound: settingsFields.sound.optional(),
  showHelp: settingsFields.showHelp.optional(),
  autoNext: settingsFields.autoNext.optional(),
  fontScale: settingsFields.fontScale.optional(),
  theme: settingsFields.theme.optional(),
});
export type SettingsSavePayload = z.infer<typeof settingsSavePayload>;

/**
 * Stored settings with defaults for anything missing or no longer valid, so an old or damaged
 * value never breaks the profile.
 */
export function readStudentSettings(stored: unknown): StudentSettings {
  const source = typeof stored === 'object' && stored !== null ? stored : {};
  const value = (key: keyof StudentSettings) => (source as Record<string, unknown>)[key];
  const pick = <K extends keyof StudentSettings>(key: K): StudentSettings[K] => {
    const parsed = settingsFields[key].safeParse(value(key));
    return parsed.success ? (parsed.data as StudentSettings[K]) : DEFAULT_STUDENT_SETTINGS[key];
  };
  return {
    sound: pick('sound'),
    showHelp: pick('showHelp'),
    autoNext: pick('autoNext'),
    fontScale: pick('fontScale'),
    theme: pick('theme'),
  };
}

/** `school/join`: a coupon links and verifies at once; a school id alone asks to be accepted. */
export const schoolJoinPayload = z
  .strictObject({
    schoolId: idField.optional(),
    coupon: couponField.optional(),
  })
  .refine((v) => v.schoolId !== undefined || Boolean(v.coupon), {
    message: 'validation.required',
    path: ['coupon'],
  });
export type SchoolJoinPayload = z.infer<typeof schoolJoinPayload>;

/** A section with the student's standing (server sections/student-sections.presenter). */
export interface StudentSectionView extends SectionView {
  /** SectionStatus: locked 0, requested (demo) 1, activated 2, deactivated 3. */
  status: number;
  /** ExamStatus. */
  examStatus: number;
}

/** `sections` on /student: the six sections and the one the student works in now. */
export interface StudentSectionsView {
  sections: StudentSectionView[];
  current: string | null;
}

/** `section-enable`: the section asked for, its status now, and whether anything changed. */
export interface SectionEnableView {
  code: string;
  status: number;
  changed: boolean;
}

/** The `profile` reply: the user fields of SPEC §3, the settings and the student's own fields. */
export interface ProfileView {
  user: UserView;
  settings: StudentSettings;
  student: {
    age: number | null;
    gender: 'male' | 'female' | null;
    level: number;
    schoolId: number | null;
    schoolVerified: boolean;
    /** StudentSchoolStatus. */
    schoolStatus: number;
  };
}
