import {
  Alert,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EXAMPLE_COUPON_NUMBER,
  formatCouponCode,
  socialSignupForm,
  studentSignupForm,
  type SectionCode,
  type SocialSignupForm,
  type StudentSignupForm,
} from '@kokpit/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { signInWith, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { socialSignUp } from '../../social-sign-in';
import { signUpStudent } from '../api/signup';
import { useSignupForm } from '../hooks/use-signup-form';
import { useSocialPrefill, type SocialPrefill } from '../hooks/use-social-prefill';
import { PasswordFields } from './password-fields';
import { SchoolCard } from './school-card';
import { SectionPicker } from './section-picker';
import { SocialNotice } from './social-notice';
import { BenefitList, FormSection, SignupFrame } from './signup-frame';
import { SubmitPanel } from './submit-panel';
import classes from './signup.module.css';
import { AccountFields } from './account-fields';

interface StudentValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  age: string;
  gender: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  section: string;
  level: string;
  coupon: string;
  schoolId: string;
}

/**
 * The form's texts as `studentSignupForm` input (`socialSignupForm`'s, without the password,
 * after a social sign-in): numbers parsed, empty optionals left out.
 */
function toInput(v: StudentValues, social: boolean) {
  const optional = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    username: v.username,
    email: v.email,
    ...(social ? {} : { password: v.password, passwordConfirm: v.passwordConfirm }),
    firstName: v.firstName,
    lastName: v.lastName,
    section: v.section,
    age: optional(v.age) === undefined ? undefined : Number(v.age.trim()),
    gender: optional(v.gender),
    level: optional(v.level) === undefined ? undefined : Number(v.level),
    coupon: optional(v.coupon),
    schoolId: optional(v.schoolId) === undefined ? undefined : Number(v.schoolId),
  };
}

/** The school of a registration link, `?school=ID`. */
function schoolFromLink(param: string | null): string {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? String(Number(param)) : '';
}

/** The coupon of a printed coupon's link, `?coupon=1234-56789012` (the server checks it). */
function couponFromLink(param: string | null): string {
  return param && /^[\d -]{5,24}$/.test(param) ? param.trim() : '';
}

const LEVELS = ['1', '2', '3', '4', '5'] as const;

/** /{lang}/sign-up/student (page group signup-student): a new student's account. */
export function SignupStudentPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  useDocumentTitle(t('signupStudent.title'));
  const social = useSocialPrefill();
  const form = useSignupForm<StudentValues, SocialSignupForm & { password?: string }>({
    schema: social ? socialSignupForm : studentSignupForm,
    initial: {
      firstName: social?.claims.firstName ?? '',
      lastName: social?.claims.lastName ?? '',
      age: '',
      gender: '',
      username: '',
      email: social?.claims.email ?? '',
      password: '',
      passwordConfirm: '',
      section: 'car',
      level: '',
      coupon: couponFromLink(searchParams.get('coupon')),
      schoolId: schoolFromLink(searchParams.get('school')),
    },
    toInput: social ? toSocialInput : toPasswordInput,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const removeSchool = () => {
    form.setValue('schoolId', '');
    setSearchParams(
      (params) => {
        params.delete('school');
        return params;
      },
      { replace: true },
    );
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    setFailure(null);
    if (social) {
      await finishSocial(social, { ...data, lang });
      return;
    }
    try {
      // Parsed by studentSignupForm (no social prefill): password and confirmation are there.
      await signUpStudent({ ...(data as StudentSignupForm), lang });
    } catch (error) {
      setFailure(form.applyServerError(error) ? t('signupForm.fixErrors') : describeError(error));
      setBusy(false);
      return;
    }
    try {
      await signIn({ username: data.username, password: data.password ?? '', rememberMe: false });
      void navigate(paths.student(lang), { replace: true });
    } catch (error) {
      setFailure(t('signupStudent.createdSignInFailed', { reason: describeError(error) }));
      setBusy(false);
    }
  }

  /** A social sign-up: the account is made and signed in by the provider's ticket. */
  async function finishSocial(prefill: SocialPrefill, data: SocialSignupForm): Promise<void> {
    try {
      await signInWith(async () => {
        const reply = await socialSignUp(prefill.ticket, data);
        if (reply.data.outcome !== 'signed-in') throw new Error('sign-up reply without a session');
        return reply.data;
      });
      void navigate(paths.student(lang), { replace: true });
    } catch (error) {
      setFailure(form.applyServerError(error) ? t('signupForm.fixErrors') : describeError(error));
      setBusy(false);
    }
  }

  const schoolError = form.errorFor('schoolId');
  return (
    <SignupFrame
      title={t('signupStudent.title')}
      lead={t('signupStudent.lead')}
      aside={<StudentAside />}
    >
      <form
        ref={form.formRef}
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
        className={classes.form}
        aria-label={t('signupStudent.title')}
      >
        <Stack gap="lg">
          {social && (
            <SocialNotice name={social.claims.providerName} emailTaken={!!form.errorFor('email')} />
          )}
          <FormSection step={1} title={t('signupStudent.aboutYou')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...form.textProps('firstName')}
                label={t('signupStudent.firstName')}
                autoComplete="given-name"
                required
              />
              <TextInput
                {...form.textProps('lastName')}
                label={t('signupStudent.lastName')}
                autoComplete="family-name"
                required
              />
              <TextInput
                {...form.textProps('age')}
                label={t('signupStudent.age')}
                description={t('signupForm.optional')}
                inputMode="numeric"
                maxLength={2}
                autoComplete="off"
              />
              <Radio.Group
                name="gender"
                label={t('signupStudent.gender')}
                description={t('signupForm.optional')}
                value={form.values.gender}
                error={form.errorFor('gender')}
                onChange={(value) => form.setValue('gender', value)}
              >
                <Group gap="lg" mt={8}>
                  <Radio value="female" label={t('signupStudent.female')} />
                  <Radio value="male" label={t('signupStudent.male')} />
                </Group>
              </Radio.Group>
            </SimpleGrid>
          </FormSection>

          <FormSection step={2} title={t('signupForm.account')}>
            <AccountFields username={form.textProps('username')} email={form.textProps('email')} />
            {!social && (
              <PasswordFields
                password={form.textProps('password')}
                confirm={form.textProps('passwordConfirm')}
              />
            )}
          </FormSection>

          <FormSection step={3} title={t('signupStudent.licence')}>
            <SectionPicker
              value={form.values.section}
              error={form.errorFor('section')}
              onChange={(code: SectionCode) => form.setValue('section', code)}
            />
            <NativeSelect
              {...form.textProps('level')}
              onChange={(e) => form.setValue('level', e.currentTarget.value)}
              label={t('signupStudent.level')}
              description={t('signupStudent.levelHint')}
              data={[
                { value: '', label: t('signupStudent.levelNone') },
                ...LEVELS.map((level) => ({
                  value: level,
                  label: t(`signupStudent.levels.${level}`),
                })),
              ]}
              maw={420}
            />
          </FormSection>

          <FormSection
            step={4}
            title={t('signupStudent.schoolTitle')}
            description={t('signupStudent.schoolText')}
          >
            {form.values.schoolId && (
              <SchoolCard schoolId={Number(form.values.schoolId)} onRemove={removeSchool} />
            )}
            {schoolError && <Alert color="red" variant="light" role="alert" title={schoolError} />}
            <TextInput
              {...form.textProps('coupon')}
              label={t('signupStudent.coupon')}
              description={t('signupStudent.couponHint')}
              placeholder={t('signupStudent.couponPlaceholder', {
                code: formatCouponCode('1000', EXAMPLE_COUPON_NUMBER),
              })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maw={420}
            />
          </FormSection>

          <SubmitPanel submitLabel={t('signupStudent.submit')} busy={busy} failure={failure} />
        </Stack>
      </form>
    </SignupFrame>
  );
}

const toPasswordInput = (v: StudentValues) => toInput(v, false);
const toSocialInput = (v: StudentValues) => toInput(v, true);

/** Why sign up, and what the coupon changes. */
function StudentAside() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} fz={18}>
          {t('signupStudent.asideTitle')}
        </Title>
        <BenefitList
          items={[
            t('signupStudent.benefitFree'),
            t('signupStudent.benefitCoupon'),
            t('signupStudent.benefitSchool'),
          ]}
        />
      </Stack>
    </Paper>
  );
}
