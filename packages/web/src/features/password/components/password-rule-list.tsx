import { Box, Text, VisuallyHidden } from '@mantine/core';
import { FieldLimits } from '@kokpit/shared';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { PASSWORD_RULES, type PasswordRule } from '../password-rules';
import classes from './password.module.css';

interface PasswordRuleListProps {
  id: string;
  rules: Record<PasswordRule, boolean>;
}

/** The password rules of SPEC §5, ticked off live as the visitor types. */
export function PasswordRuleList({ id, rules }: PasswordRuleListProps) {
  const { t } = useTranslation();
  return (
    <Box id={id}>
      <Text size="sm" fw={600} mb={6}>
        {t('password.rulesTitle')}
      </Text>
      <ul className={classes.rules}>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={classes.rule} data-met={rules[rule] || undefined}>
            <span className={classes.ruleMark} aria-hidden="true">
              {rules[rule] && <CheckIcon size={12} strokeWidth={3} />}
            </span>
            <span>
              {t(`password.rules.${rule}`, { min: FieldLimits.password.min })}
              <VisuallyHidden>
                {' '}
                {rules[rule] ? t('password.ruleMet') : t('password.ruleNotMet')}
              </VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </Box>
  );
}
