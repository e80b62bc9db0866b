import 'leaflet/dist/leaflet.css';
import { Button, Group } from '@mantine/core';
import {
  divIcon,
  type LatLngBoundsLiteral,
  type LatLngLiteral,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Pane, Polygon, TileLayer, useMapEvents } from 'react-leaflet';
import { greeceRings } from './greece-outline';
import { useMapTiles } from './map-tiles';
import classes from './pin-map.module.css';

/*
 * One place on a map, picked by hand: a school's when it signs up, each branch's in the school
 * editor. Leaflet in a chunk of its own (vite.config.ts), loaded only by the pages that show it.
 */

/** Greece, mainland and islands: the first view at any screen size until a pin is set. */
const GREECE_BOUNDS: LatLngBoundsLiteral = [
  [34.8, 19.4],
  [41.8, 28.2],
];
/** How close a placed pin is shown: streets and buildings. */
const PLACE_ZOOM = 16;

const pin = divIcon({
  className: classes.pin,
  html: '<span></span>',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
});

/** Six decimals: about 10 cm, as the server keeps them. */
const rounded = (v: number) => Math.round(v * 1e6) / 1e6;
const toPin = ({ lat, lng }: LatLngLiteral) => ({ lat: rounded(lat), lng: rounded(lng) });

function ClickToPlace({ onChange }: { onChange: (at: LatLngLiteral) => void }) {
  useMapEvents({ click: (event) => onChange(toPin(event.latlng)) });
  return null;
}

/** The words of the map, in the caller's catalogue keys. */
export interface PinMapTexts {
  /** What the map is, for assistive technology (aria-roledescription). */
  role: string;
  /** The pin's name. */
  pin: string;
  /** The button dropping the pin at the map's centre (keyboard users pan with the arrows). */
  centre: string;
  /** The button placing it at the device's position; none: no such button. */
  myPosition?: string;
}

export interface PinMapProps {
  value: LatLngLiteral | null;
  onChange: (at: LatLngLiteral) => void;
  /** Names the map for assistive technology. */
  label: string;
  texts: PinMapTexts;
  invalid?: boolean;
  /** On the map's frame. */
  testId?: string;
  /** Counts up to bring the view to the pin, closely (a place found by its address). */
  recentre?: number;
  /** Shown before the buttons under the map (the pin's coordinates, say). */
  status?: ReactNode;
}

/**
 * Click (or tap) the map to drop the pin, drag it to adjust; keyboard users pan with the arrow
 * keys and drop it at the centre with the button. The view follows a value changed elsewhere
 * (typed coordinates) once it leaves the view. Tiles from the server's settings, over Greece's
 * coastline, which shows wherever they cannot load.
 */
export function PinMap({
  value,
  onChange,
  label,
  texts,
  invalid,
  testId,
  recentre = 0,
  status,
}: PinMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const tiles = useMapTiles();
  const rings = useMemo(() => greeceRings(), []);
  const [locating, setLocating] = useState(false);

  // Leaflet makes its container focusable (arrow keys pan): give it a name and a role.
  useEffect(() => {
    const container = map?.getContainer();
    container?.setAttribute('role', 'application');
    container?.setAttribute('aria-label', label);
    container?.setAttribute('aria-roledescription', texts.role);
  }, [map, label, texts.role]);

  useEffect(() => {
    if (map && value && !map.getBounds().contains(value)) map.setView(value, PLACE_ZOOM);
  }, [map, value]);

  // A found place: zoom in on it even when it was already in view.
  useEffect(() => {
    if (map && recentre > 0 && value) map.setView(value, PLACE_ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when asked, not on each move
  }, [map, recentre]);

  const useMyPosition = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const at = toPin({ lat: position.coords.latitude, lng: position.coords.longitude });
        onChange(at);
        map?.setView(at, PLACE_ZOOM);
      },
      () => setLocating(false),
      { timeout: 10_000 },
    );
  };

  return (
    <div>
      <div className={classes.frame} data-invalid={invalid || undefined} data-testid={testId}>
        <MapContainer
          ref={setMap}
          {...(value ? { center: value, zoom: PLACE_ZOOM } : { bounds: GREECE_BOUNDS })}
          // Half steps let the country fill the frame at any width.
          zoomSnap={0.5}
          className={classes.map}
        >
          {/* Under the tiles (Leaflet's tile pane is at 200). */}
          <Pane name="ground" style={{ zIndex: 150 }}>
            <Polygon positions={rings} interactive={false} pathOptions={{ weight: 1 }} />
          </Pane>
          {tiles && (
            <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={tiles.maxZoom} />
          )}
          <ClickToPlace onChange={onChange} />
          {value && (
            <Marker
              position={value}
              icon={pin}
              draggable
              alt={texts.pin}
              eventHandlers={{
                dragend: (event) => onChange(toPin((event.target as LeafletMarker).getLatLng())),
              }}
            />
          )}
        </MapContainer>
      </div>
      <Group justify={status ? 'space-between' : 'flex-start'} gap="xs" mt="xs">
        {status}
        <Group gap="xs">
          {texts.myPosition && 'geolocation' in navigator && (
            <Button size="xs" variant="default" loading={locating} onClick={useMyPosition}>
              {texts.myPosition}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={() => map && onChange(toPin(map.getCenter()))}
          >
            {texts.centre}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
