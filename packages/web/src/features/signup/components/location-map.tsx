import '../../../styles/all-styles';
import { Text } from '@mantine/core';
import type { LatLngLiteral } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { PinMap } from '../../../components/ui/map/pin-map';

export interface LocationMapProps {
  value: LatLngLiteral | null;
  onChange: (location: LatLngLiteral) => void;
  invalid?: boolean;
  /** Names the map for assistive technology. */
  label: string;
}

/** The school's position as it signs up, with its coordinates and "my location". */
export function LocationMap({ value, onChange, invalid, label }: LocationMapProps) {
  const { t } = useTranslation();
  return (
    <PinMap
      value={value}
      onChange={onChange}
      label={label}
      invalid={invalid}
      testId="location-map"
      texts={{
        role: t('signupSchool.mapRole'),
        pin: t('signupSchool.pinLabel'),
        centre: t('signupSchool.pinCentre'),
        myPosition: t('signupSchool.myPosition'),
      }}
      status={
        <Text size="sm" c={value ? undefined : 'dimmed'} aria-live="polite">
          {value
            ? t('signupSchool.pinAt', {
                // Not `lng`: i18next reads that option as the language.
                latitude: value.lat.toFixed(5),
                longitude: value.lng.toFixed(5),
              })
            : t('signupSchool.pinNone')}
        </Text>
      }
    />
  );
}
