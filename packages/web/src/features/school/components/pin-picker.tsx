import type { LatLngLiteral } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { PinMap } from '../../../components/ui/map/pin-map';

export interface PinPickerProps {
  value: LatLngLiteral | null;
  onChange: (at: LatLngLiteral) => void;
  /** Names the map for assistive technology. */
  label: string;
  invalid?: boolean;
  testId?: string;
  /** Counts up to bring the view to the pin, closely (after "find on map"). */
  recentre?: number;
}

/** A branch's pin in the school editor; its coordinates are typed beside the map too. */
export function PinPicker(props: PinPickerProps) {
  const { t } = useTranslation();
  return (
    <PinMap
      {...props}
      texts={{
        role: t('school.editor.mapRole'),
        pin: t('school.editor.pinLabel'),
        centre: t('school.editor.pinCentre'),
      }}
    />
  );
}
