import {
  Group,
  Input,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EXAMPLE_COUPON_NUMBER, formatCouponCode, schoolSignupForm } from '@kokpit/shared';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signUpSchool } from '../api/signup';
import { useSignupForm } from '../hooks/use-signup-form';
import { AccountFields } from './account-fields';
import { PasswordFields } from './password-fields';
import { PendingApproval } from './pending-approval';
import { BenefitList, FormSection, SignupFrame } from './signup-frame';
import { SubmitPanel } from './submit-panel';
import classes from './signup.module.css';

// Leaflet is fetched only with this form, in a chunk of its own.
const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

interface SchoolValues extends Record<string, unknown> {
  name: string;
  managerName: string;
  phone: string;
  mobile: string;
  address: string;
  city: string;
  area: string;
  region: string;
  postalCode: string;
  location: { lat: number; lng: number } | null;
  couponPrefix: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

const INITIAL: SchoolValues = {
  name: '',
  managerName: '',
  phone: '',
  mobile: '',
  address: '',
  city: '',
  area: '',
  region: '',
  postalCode: '',
  location: null,
  couponPrefix: '',
  username: '',
  email: '',
  password: '',
  passwordConfirm: '',
};

/** The form's values as `schoolSignupForm` input: empty optionals and a missing pin left out. */
function toInput(v: SchoolValues) {
  const optional = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    ...v,
    area: optional(v.area),
    region: optional(v.region),
    postalCode: optional(v.postalCode),
    mobile: optional(v.mobile),
    location: v.location ?? undefined,
  };
}

/** /{lang}/sign-up/school (page group signup-school): a driving school asks to join. */
export function SignupSchoolPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('signupSchool.title'));
  const form = useSignupForm<SchoolValues, ReturnType<typeof schoolSignupForm.parse>>({
    schema: schoolSignupForm,
    initial: INITIAL,
    toInput,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; username: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    setFailure(null);
    try {
      const { message } = await signUpSchool({ ...data, lang });
      setDone({ message, username: data.username });
    } catch (error) {
      setFailure(form.applyServerError(error) ? t('signupForm.fixErrors') : describeError(error));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <PendingApproval message={done.message} username={done.username} />;

  const text = (field: keyof SchoolValues & string) => form.textProps(field);
  const locationError = form.errorFor('location');
  const prefix = form.values.couponPrefix.trim();
  return (
    <SignupFrame
      title={t('signupSchool.title')}
      lead={t('signupSchool.lead')}
      aside={<SchoolAside />}
    >
      <form
        ref={form.formRef}
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
        className={classes.form}
        aria-label={t('signupSchool.title')}
      >
        <Stack gap="lg">
          <FormSection step={1} title={t('signupSchool.aboutSchool')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...text('name')}
                label={t('signupSchool.name')}
                autoComplete="organization"
                required
              />
              <TextInput
                {...text('managerName')}
                label={t('signupSchool.managerName')}
                autoComplete="name"
                required
              />
              <TextInput
                {...text('phone')}
                type="tel"
                label={t('signupSchool.phone')}
                placeholder="210 123 4567"
                autoComplete="tel"
                required
              />
              <TextInput
                {...text('mobile')}
                type="tel"
                label={t('signupSchool.mobile')}
                description={t('signupForm.optional')}
                placeholder="690 000 0000"
                autoComplete="tel"
              />
            </SimpleGrid>
          </FormSection>

          <FormSection
            step={2}
            title={t('signupSchool.whereTitle')}
            description={t('signupSchool.whereText')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...text('address')}
                label={t('signupSchool.address')}
                autoComplete="street-address"
                required
              />
              <TextInput
                {...text('city')}
                label={t('signupSchool.city')}
                autoComplete="address-level2"
                required
              />
              <TextInput
                {...text('area')}
                label={t('signupSchool.area')}
                description={t('signupForm.optional')}
                autoComplete="address-level3"
              />
              <TextInput
                {...text('region')}
                label={t('signupSchool.region')}
                description={t('signupForm.optional')}
                autoComplete="address-level1"
              />
              <TextInput
                {...text('postalCode')}
                label={t('signupSchool.postalCode')}
                description={t('signupForm.optional')}
                placeholder="106 71"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
              />
            </SimpleGrid>
            <Input.Wrapper
              label={t('signupSchool.location')}
              description={t('signupSchool.locationHint')}
              error={locationError}
              required
              labelElement="div"
            >
              <div
                data-field-invalid={locationError ? true : undefined}
                tabIndex={-1}
                style={{ marginTop: 6, outline: 'none' }}
              >
                <Suspense fallback={<Skeleton height={320} radius="md" />}>
                  <LocationMap
                    value={form.values.location}
                    onChange={(location) => form.setValue('location', location)}
                    invalid={Boolean(locationError)}
                    label={t('signupSchool.mapLabel')}
                  />
                </Suspense>
              </div>
            </Input.Wrapper>
          </FormSection>

          <FormSection
            step={3}
            title={t('signupSchool.couponsTitle')}
            description={t('signupSchool.couponsText')}
          >
            <Group align="flex-start" gap="xl" wrap="wrap">
              <TextInput
                {...text('couponPrefix')}
                label={t('signupSchool.couponPrefix')}
                description={t('signupSchool.couponPrefixHint')}
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                required
                w={220}
              />
              <div>
                <Text size="sm" fw={600} mt={4}>
                  {t('signupSchool.couponExample')}
                </Text>
                <Text size="xl" className={classes.prefixExample} mt={4}>
                  {formatCouponCode(
                    /^\d{4}$/.test(prefix) ? prefix : '1234',
                    EXAMPLE_COUPON_NUMBER,
                  )}
                </Text>
              </div>
            </Group>
          </FormSection>

          <FormSection step={4} title={t('signupForm.account')}>
            <AccountFields username={text('username')} email={text('email')} />
            <PasswordFields password={text('password')} confirm={text('passwordConfirm')} />
          </FormSection>

          <SubmitPanel submitLabel={t('signupSchool.submit')} busy={busy} failure={failure} />
        </Stack>
      </form>
    </SignupFrame>
  );
}

/** What a partner school gets, and the approval step. */
function SchoolAside() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} fz={18}>
          {t('signupSchool.asideTitle')}
        </Title>
        <BenefitList
          items={[
            t('signupSchool.benefitProgress'),
            t('signupSchool.benefitCoupons'),
            t('signupSchool.benefitMap'),
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('signupSchool.approvalNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
