import '../../../styles/all-styles';
import 'leaflet/dist/leaflet.css';
import L, { type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { PartnerSchool } from '../api/partner-schools';
import { GREECE_VIEW, SCHOOL_ZOOM, mapTiles } from '../map-config';
import { SchoolDetails } from './school-details';
import classes from './partners.module.css';

export interface PartnerMapProps {
  schools: PartnerSchool[];
  /** A school picked in the list: the map centres on it and opens its popup. */
  selected: { id: number; at: number } | null;
}

type Located = PartnerSchool & { location: { lat: number; lng: number } };

/*
 * A pin drawn in SVG (brand blue, amber hub like the logo), so markers need no image files
 * and show even when no tile can be fetched.
 */
const pinIcon = L.divIcon({
  className: classes.pin,
  html: `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">
    <path d="M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 41 16 41s15-14.4 15-25.2C31 7.6 24.3 1 16 1z" fill="#006394" stroke="#fff" stroke-width="2"/>
    <circle cx="16" cy="15.5" r="6.5" fill="#fff"/><circle cx="16" cy="15.5" r="3.2" fill="#ffb01b"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
});

/** Frames every school once, and flies to one picked in the list. */
function MapView({
  schools,
  selected,
  markers,
}: {
  schools: Located[];
  selected: PartnerMapProps['selected'];
  markers: Map<number, LeafletMarker>;
}) {
  const map = useMap();
  useEffect(() => {
    if (schools.length === 1) map.setView(schools[0]!.location, SCHOOL_ZOOM - 1);
    else if (schools.length > 1)
      map.fitBounds(L.latLngBounds(schools.map((s) => s.location)), {
        padding: [32, 32],
        maxZoom: SCHOOL_ZOOM,
      });
  }, [map, schools]);
  useEffect(() => {
    const marker = selected ? markers.get(selected.id) : undefined;
    if (!marker) return;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), SCHOOL_ZOOM));
    marker.openPopup();
  }, [map, markers, selected]);
  return null;
}

/** Leaflet's own controls speak English: give them the page's words. */
function TranslateControls() {
  const map = useMap();
  const { t } = useTranslation();
  useEffect(() => {
    const label = () => {
      map
        .getContainer()
        .querySelectorAll('.leaflet-popup-close-button')
        .forEach((button) => button.setAttribute('aria-label', t('partners.closePopup')));
    };
    map.on('popupopen', label);
    return () => {
      map.off('popupopen', label);
    };
  }, [map, t]);
  return null;
}

/** The partner schools on an OpenStreetMap-style map (Leaflet, a chunk of its own). */
export function PartnerMap({ schools, selected }: PartnerMapProps) {
  const { t } = useTranslation();
  const markers = useRef(new Map<number, LeafletMarker>()).current;
  const located = useMemo(
    () => schools.filter((s): s is Located => s.location !== null),
    [schools],
  );
  // On touch screens one finger scrolls the page; two fingers zoom the map.
  const touch = useMemo(() => window.matchMedia('(pointer: coarse)').matches, []);
  return (
    <MapContainer
      className={classes.map}
      center={GREECE_VIEW.center}
      zoom={GREECE_VIEW.zoom}
      scrollWheelZoom={false}
      dragging={!touch}
      zoomControl={false}
      attributionControl
    >
      <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} maxZoom={mapTiles.maxZoom} />
      <ZoomControl
        position="bottomleft"
        zoomInTitle={t('partners.zoomIn')}
        zoomOutTitle={t('partners.zoomOut')}
      />
      {located.map((school) => (
        <Marker
          key={school.id}
          position={school.location}
          icon={pinIcon}
          title={school.name}
          ref={(marker) => {
            if (marker) markers.set(school.id, marker);
            else markers.delete(school.id);
          }}
        >
          <Popup>
            <SchoolDetails school={school} headingLevel={4} />
          </Popup>
        </Marker>
      ))}
      <MapView schools={located} selected={selected} markers={markers} />
      <TranslateControls />
    </MapContainer>
  );
}
