import 'leaflet/dist/leaflet.css';
import { Button } from '@mantine/core';
import {
  divIcon,
  type LatLngLiteral,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { BRANCH_ZOOM, editorMapTiles, GREECE_CENTRE, GREECE_ZOOM } from './map-tiles';
import classes from './pin-picker.module.css';

const pin = divIcon({
  className: classes.pin,
  html: '<span></span>',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
});

const rounded = (v: number) => Math.round(v * 1e6) / 1e6;
const toPin = ({ lat, lng }: LatLngLiteral) => ({ lat: rounded(lat), lng: rounded(lng) });

function ClickToPlace({ onChange }: { onChange: (at: LatLngLiteral) => void }) {
  useMapEvents({ click: (event) => onChange(toPin(event.latlng)) });
  return null;
}

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

/**
 * A branch's pin: click (or tap) the map to drop it, drag it to adjust; keyboard users pan
 * with the arrow keys and drop it at the centre with the button, or type the coordinates
 * beside the map (the map follows them).
 */
export function PinPicker({
  value,
  onChange,
  label,
  invalid,
  testId,
  recentre = 0,
}: PinPickerProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);

  // Leaflet makes its container focusable (arrow keys pan): give it a name and a role.
  useEffect(() => {
    const container = map?.getContainer();
    container?.setAttribute('role', 'application');
    container?.setAttribute('aria-label', label);
    container?.setAttribute('aria-roledescription', t('school.editor.mapRole'));
  }, [map, label, t]);

  // Typed coordinates move the view when the pin leaves it.
  useEffect(() => {
    if (map && value && !map.getBounds().contains(value)) map.setView(value, BRANCH_ZOOM);
  }, [map, value]);

  // A found place: zoom in on it even when it was already in view.
  useEffect(() => {
    if (map && recentre > 0 && value) map.setView(value, BRANCH_ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when asked, not on each move
  }, [map, recentre]);

  return (
    <div>
      <div className={classes.frame} data-invalid={invalid || undefined} data-testid={testId}>
        <MapContainer
          ref={setMap}
          center={value ?? GREECE_CENTRE}
          zoom={value ? BRANCH_ZOOM : GREECE_ZOOM}
          className={classes.map}
        >
          <TileLayer
            url={editorMapTiles.url}
            attribution={editorMapTiles.attribution}
            maxZoom={editorMapTiles.maxZoom}
          />
          <ClickToPlace onChange={onChange} />
          {value && (
            <Marker
              position={value}
              icon={pin}
              draggable
              alt={t('school.editor.pinLabel')}
              eventHandlers={{
                dragend: (event) => onChange(toPin((event.target as LeafletMarker).getLatLng())),
              }}
            />
          )}
        </MapContainer>
      </div>
      <Button
        size="xs"
        variant="default"
        mt="xs"
        onClick={() => map && onChange(toPin(map.getCenter()))}
      >
        {t('school.editor.pinCentre')}
      </Button>
    </div>
  );
}
