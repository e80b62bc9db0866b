import '../../../styles/all-styles';
import 'leaflet/dist/leaflet.css';
import { Button, Group, Text } from '@mantine/core';
import {
  divIcon,
  type LatLngBoundsLiteral,
  type LatLngLiteral,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polygon, TileLayer, useMapEvents } from 'react-leaflet';
import { greeceRings } from './greece-outline';
import classes from './location-map.module.css';

/** Greece, mainland and islands: the first view at any screen size until a pin is set. */
const GREECE_BOUNDS: LatLngBoundsLiteral = [
  [34.8, 19.4],
  [41.8, 28.2],
];
const PLACE_ZOOM = 16;

/*
 * A tile server is optional (VITE_MAP_TILE_URL, e.g. an OpenStreetMap-compatible
 * `https://…/{z}/{x}/{y}.png`): without one the map draws Greece's coastline, and the pin
 * (a divIcon, so no marker image is fetched) works the same.
 */
const TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
const TILE_ATTRIBUTION: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const pin = divIcon({
  className: classes.pin,
  html: '<span></span>',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
});

export interface LocationMapProps {
  value: LatLngLiteral | null;
  onChange: (location: LatLngLiteral) => void;
  invalid?: boolean;
  /** Names the map for assistive technology. */
  label: string;
}

const rounded = (v: number) => Math.round(v * 1e6) / 1e6;
const toLocation = ({ lat, lng }: LatLngLiteral) => ({ lat: rounded(lat), lng: rounded(lng) });

function ClickToPlace({ onChange }: { onChange: (location: LatLngLiteral) => void }) {
  useMapEvents({ click: (event) => onChange(toLocation(event.latlng)) });
  return null;
}

/**
 * The school's position: click (or tap) the map to drop the pin, drag it to adjust. Keyboard
 * users pan with the arrow keys and place the pin at the centre with the button.
 */
export function LocationMap({ value, onChange, invalid, label }: LocationMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const rings = useMemo(() => greeceRings(), []);
  const [locating, setLocating] = useState(false);

  // Leaflet makes its container focusable (arrow keys pan): give it a name and a role.
  useEffect(() => {
    const container = map?.getContainer();
    container?.setAttribute('role', 'application');
    container?.setAttribute('aria-label', label);
    container?.setAttribute('aria-roledescription', t('signupSchool.mapRole'));
  }, [map, label, t]);

  const placeAtCentre = () => {
    if (map) onChange(toLocation(map.getCenter()));
  };

  const useMyPosition = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const location = toLocation({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        });
        onChange(location);
        map?.setView(location, PLACE_ZOOM);
      },
      () => setLocating(false),
      { timeout: 10_000 },
    );
  };

  return (
    <div>
      <div className={classes.frame} data-invalid={invalid || undefined} data-testid="location-map">
        <MapContainer
          ref={setMap}
          {...(value ? { center: value, zoom: PLACE_ZOOM } : { bounds: GREECE_BOUNDS })}
          // Half steps let the country fill the frame at any width.
          zoomSnap={0.5}
          className={classes.map}
        >
          {TILE_URL ? (
            <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
          ) : (
            <Polygon positions={rings} interactive={false} pathOptions={{ weight: 1 }} />
          )}
          <ClickToPlace onChange={onChange} />
          {value && (
            <Marker
              position={value}
              icon={pin}
              draggable
              alt={t('signupSchool.pinLabel')}
              eventHandlers={{
                dragend: (event) =>
                  onChange(toLocation((event.target as LeafletMarker).getLatLng())),
              }}
            />
          )}
        </MapContainer>
      </div>
      <Group justify="space-between" gap="xs" mt="xs">
        <Text size="sm" c={value ? undefined : 'dimmed'} aria-live="polite">
          {value
            ? t('signupSchool.pinAt', {
                // Not `lng`: i18next reads that option as the language.
                latitude: value.lat.toFixed(5),
                longitude: value.lng.toFixed(5),
              })
            : t('signupSchool.pinNone')}
        </Text>
        <Group gap="xs">
          {'geolocation' in navigator && (
            <Button size="xs" variant="default" loading={locating} onClick={useMyPosition}>
              {t('signupSchool.myPosition')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={placeAtCentre}>
            {t('signupSchool.pinCentre')}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
