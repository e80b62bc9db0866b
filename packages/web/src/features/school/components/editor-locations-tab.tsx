import {
  MAX_SCHOOL_BRANCHES,
  schoolLocationsSavePayload,
  type SchoolEditorView,
} from '@kokpit/shared';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { saveSchoolLocations } from '../api/editor';
import { useEditorSave } from '../hooks/use-editor-form';
import { FindOnMap } from './find-on-map';
import { PinPicker } from './pin-picker';

interface Branch {
  key: number;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  lat: number | '';
  lng: number | '';
}

let nextKey = 1;
const branchesOf = (editor: SchoolEditorView): Branch[] =>
  editor.locations.map((b) => ({
    key: nextKey++,
    address: b.address,
    city: b.city,
    postalCode: b.postalCode,
    phone: b.phone,
    lat: b.location.lat,
    lng: b.location.lng,
  }));
const emptyBranch = (): Branch => ({
  key: nextKey++,
  address: '',
  city: '',
  postalCode: '',
  phone: '',
  lat: '',
  lng: '',
});

const toInput = (branches: Branch[]) => ({
  locations: branches.map((b) => ({
    address: b.address,
    city: b.city,
    postalCode: b.postalCode,
    phone: b.phone,
    location: b.lat === '' || b.lng === '' ? null : { lat: b.lat, lng: b.lng },
  })),
});

interface BranchFormProps {
  branch: Branch;
  index: number;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (b: Branch) => void;
  onRemove?: () => void;
}

function BranchForm({ branch, index, errors, readOnly, onChange, onRemove }: BranchFormProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const err = (field: string) => errors[`locations.${index}.${field}`];
  const pinError = err('location') ?? err('location.lat') ?? err('location.lng');
  const text = (field: 'address' | 'city' | 'postalCode' | 'phone') => ({
    value: branch[field],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...branch, [field]: e.currentTarget.value }),
    error: err(field),
    readOnly,
  });
  const coordinate = (field: 'lat' | 'lng') => ({
    value: branch[field],
    onChange: (v: string | number) => onChange({ ...branch, [field]: v === '' ? '' : Number(v) }),
    decimalScale: 6,
    step: 0.0005,
    hideControls: true,
    readOnly,
  });
  const value =
    branch.lat !== '' && branch.lng !== '' ? { lat: branch.lat, lng: branch.lng } : null;
  const [recentre, setRecentre] = useState(0);

  return (
    <Paper withBorder radius="md" p="md" component="fieldset" data-testid={`branch-${n}`}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={3} fz="md" component="legend">
            {t('school.editor.branch', { n })}
          </Title>
          {index === 0 && <Badge variant="light">{t('school.editor.mainBranch')}</Badge>}
        </Group>
        {onRemove && !readOnly && (
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            {t('school.editor.removeBranch')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="sm">
          <TextInput label={t('school.editor.address')} required {...text('address')} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t('school.editor.city')} required {...text('city')} />
            <TextInput
              label={t('school.editor.postalCode')}
              required
              inputMode="numeric"
              {...text('postalCode')}
            />
          </SimpleGrid>
          <TextInput label={t('school.editor.branchPhone')} type="tel" {...text('phone')} />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput label={t('school.editor.latitude')} {...coordinate('lat')} />
            <NumberInput label={t('school.editor.longitude')} {...coordinate('lng')} />
          </SimpleGrid>
          <Text size="xs" c={pinError ? 'red' : 'dimmed'} role={pinError ? 'alert' : undefined}>
            {pinError ?? t('school.editor.pinHint')}
          </Text>
          {!readOnly && (
            <FindOnMap
              address={branch.address}
              city={branch.city}
              postalCode={branch.postalCode}
              onFound={(at) => {
                onChange({ ...branch, lat: at.lat, lng: at.lng });
                setRecentre((n) => n + 1);
              }}
            />
          )}
        </Stack>
        <PinPicker
          value={value}
          onChange={(at) => !readOnly && onChange({ ...branch, lat: at.lat, lng: at.lng })}
          label={t('school.editor.mapLabel', { n })}
          invalid={Boolean(pinError)}
          testId={`branch-map-${n}`}
          recentre={recentre}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** Locations tab: one or more branches, each with its address and a pin on the map. */
export function EditorLocationsTab({
  editor,
  readOnly,
}: {
  editor: SchoolEditorView;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [branches, setBranches] = useState(() =>
    editor.locations.length > 0 ? branchesOf(editor) : [emptyBranch()],
  );
  const { submit, errors, saving } = useEditorSave(
    schoolLocationsSavePayload,
    saveSchoolLocations,
    lang,
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(toInput(branches));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {errors.locations && (
          <Text c="red" size="sm" role="alert">
            {errors.locations}
          </Text>
        )}
        {branches.map((b, i) => (
          <BranchForm
            key={b.key}
            branch={b}
            index={i}
            errors={errors}
            readOnly={readOnly}
            onChange={(next) => setBranches((all) => all.map((x) => (x.key === b.key ? next : x)))}
            onRemove={
              branches.length > 1
                ? () => setBranches((all) => all.filter((x) => x.key !== b.key))
                : undefined
            }
          />
        ))}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={saving}>
              {t('school.editor.save')}
            </Button>
            {branches.length < MAX_SCHOOL_BRANCHES && (
              <Button variant="light" onClick={() => setBranches((all) => [...all, emptyBranch()])}>
                {t('school.editor.addBranch')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
