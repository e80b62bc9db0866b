import { mayUnlockSection, SectionStatus } from '@kokpit/shared';
import { Button, Group, Menu, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { ConfirmDialog } from '../../practice';
import { changeSection, enableSection, type StudentSection } from '../api/student-data';
import { CheckMark, StatusBadge } from './section-status';
import { ChevronDownIcon, LockIcon, SectionIcon } from './student-icons';
import classes from './student.module.css';

interface SectionSwitcherProps {
  sections: StudentSection[];
  current: StudentSection | undefined;
  schoolVerified: boolean;
}

/**
 * The current licence section and the way to another (SPEC §4): requested (demo) and
 * activated sections switch at once; a locked one is unlocked by a request to the school.
 */
export function SectionSwitcher({ sections, current, schoolVerified }: SectionSwitcherProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [unlocking, setUnlocking] = useState<StudentSection | null>(null);
  const navigate = useNavigate();
  const lang = useLanguage();
  // A demo student already has their one section: the server would refuse, so say it first.
  const needsSchool =
    unlocking !== null && !mayUnlockSection(sections, unlocking.code, { schoolVerified });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PushQueryKeys.sections });

  const change = useMutation({
    mutationFn: changeSection,
    onSuccess: () => refresh(),
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
  });
  const enable = useMutation({
    mutationFn: enableSection,
    onSuccess: (envelope) => {
      notify({ message: envelope.message, tone: 'success' });
      void refresh();
    },
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
    onSettled: () => setUnlocking(null),
  });

  const handleSelect = (section: StudentSection) => {
    if (section.code === current?.code) return;
    if (section.status === SectionStatus.locked) setUnlocking(section);
    else change.mutate(section.code);
  };

  return (
    <>
      <Menu position="bottom-end" width={320} shadow="md" radius="md">
        <Menu.Target>
          <Button
            variant="default"
            size="md"
            radius="md"
            loading={change.isPending}
            leftSection={current && <SectionIcon icon={current.icon} size={22} />}
            rightSection={<ChevronDownIcon size={16} />}
            className={classes.switcher}
            aria-label={t('dashboard.sectionChange', { name: current?.name ?? '' })}
          >
            <Group gap={8} wrap="nowrap">
              <Text fw={700} truncate="end">
                {current?.name ?? t('dashboard.sectionNone')}
              </Text>
              {current && <StatusBadge status={current.status} />}
            </Group>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('dashboard.sectionsLabel')}</Menu.Label>
          {sections.map((s) => (
            <Menu.Item
              key={s.code}
              onClick={() => handleSelect(s)}
              disabled={s.status === SectionStatus.deactivated}
              leftSection={
                s.status === SectionStatus.locked ? (
                  <LockIcon size={18} />
                ) : (
                  <SectionIcon icon={s.icon} size={18} />
                )
              }
              rightSection={
                s.code === current?.code ? <CheckMark /> : <StatusBadge status={s.status} />
              }
            >
              {s.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={needsSchool}
        title={t('dashboard.unlockTitle', { name: unlocking?.name ?? '' })}
        text={t('dashboard.unlockNeedsSchool')}
        confirmLabel={t('dashboard.chooseSchool')}
        cancelLabel={t('dashboard.cancel')}
        onConfirm={() => navigate(paths.studentDrivingSchool(lang))}
        onClose={() => setUnlocking(null)}
      />
      <ConfirmDialog
        opened={unlocking !== null && !needsSchool}
        title={t('dashboard.unlockTitle', { name: unlocking?.name ?? '' })}
        text={schoolVerified ? t('dashboard.unlockText') : t('dashboard.unlockTextDemo')}
        confirmLabel={t('dashboard.unlockConfirm')}
        cancelLabel={t('dashboard.cancel')}
        busy={enable.isPending}
        onConfirm={() => unlocking && enable.mutate(unlocking.code)}
        onClose={() => setUnlocking(null)}
      />
    </>
  );
}
