import '../../../styles/all-styles';
import 'leaflet/dist/leaflet.css';
import L, { type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { PartnerSchool } from '../api/partner-schools';
import { clusterByGrid } from '../map-clusters';
import { useMapTiles } from '../../../components/ui/map/map-tiles';
import { GREECE_VIEW, SCHOOL_ZOOM } from '../map-config';
import { SchoolDetails, schoolAddress } from './school-details';
import classes from './partners.module.css';

export interface PartnerMapProps {
  schools: PartnerSchool[];
  /** A school picked in the list: the map centres on it and opens its popup. */
  selected: { id: number; at: number } | null;
  /** The school whose pin is drawn highlighted (picked here or in the list). */
  highlightedId?: number | null;
  /** A pin clicked on the map: the list highlights the same school. */
  onSelect?: (id: number) => void;
  /** The place searched, drawn as a dot and framed with the schools. */
  place?: { lat: number; lng: number } | null;
  /** What a pin's popup shows: the school with its links, or only its name and address. */
  popup?: 'details' | 'address';
}

type Located = PartnerSchool & { location: { lat: number; lng: number } };

/*
 * A pin drawn in SVG (brand blue, amber hub like the logo), so markers need no image files
 * and show even when no tile can be fetched. The highlighted one is amber.
 */
const pinSvg = (fill: string) =>
  `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">
    <path d="M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 41 16 41s15-14.4 15-25.2C31 7.6 24.3 1 16 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>
    <circle cx="16" cy="15.5" r="6.5" fill="#fff"/><circle cx="16" cy="15.5" r="3.2" fill="#ffb01b"/></svg>`;
const pinOptions: L.DivIconOptions = {
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
};
const pinIcon = L.divIcon({ className: classes.pin, html: pinSvg('#006394'), ...pinOptions });
const activePinIcon = L.divIcon({
  className: `${classes.pin} ${classes.pinActive}`,
  html: pinSvg('#b35c00'),
  ...pinOptions,
});
const clusterIcon = (n: number) =>
  L.divIcon({
    className: classes.cluster,
    html: `<span>${n}</span>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
  });

/** Frames the schools (and the place searched) whenever they change. */
function FrameSchools({ schools, place }: { schools: Located[]; place: PartnerMapProps['place'] }) {
  const map = useMap();
  useEffect(() => {
    const points = [...schools.map((s) => s.location), ...(place ? [place] : [])];
    if (points.length === 1) map.setView(points[0]!, SCHOOL_ZOOM - 1);
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: SCHOOL_ZOOM });
  }, [map, schools, place]);
  return null;
}

/** The schools' pins, those that would overlap drawn as one numbered circle. */
function SchoolMarkers({
  schools,
  selected,
  highlightedId,
  onSelect,
  popup,
}: {
  schools: Located[];
  selected: PartnerMapProps['selected'];
  highlightedId: number | null;
  onSelect?: (id: number) => void;
  popup: NonNullable<PartnerMapProps['popup']>;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const markers = useRef(new Map<number, LeafletMarker>());
  /** A school picked in the list whose pin is still inside a cluster: opened once it is out. */
  const pending = useRef<number | null>(null);
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const clusters = useMemo(
    () =>
      clusterByGrid(
        schools.map((s) => {
          const p = map.project(s.location, zoom);
          return { item: s, x: p.x, y: p.y };
        }),
      ),
    [map, schools, zoom],
  );
  // A school picked in the list: fly to it and open its popup (once its pin is drawn).
  useEffect(() => {
    const school = selected ? schools.find((s) => s.id === selected.id) : undefined;
    if (!school) return;
    map.setView(school.location, Math.max(map.getZoom(), SCHOOL_ZOOM), { animate: false });
    const marker = markers.current.get(school.id);
    if (marker) marker.openPopup();
    else pending.current = school.id;
  }, [map, schools, selected]);
  useEffect(() => {
    const id = pending.current;
    const marker = id !== null ? markers.current.get(id) : undefined;
    if (marker) {
      marker.openPopup();
      pending.current = null;
    }
  }, [clusters]);
  return clusters.map((cluster) => {
    if (cluster.items.length === 1) {
      const school = cluster.items[0]!;
      return (
        <Marker
          key={school.id}
          position={school.location}
          icon={school.id === highlightedId ? activePinIcon : pinIcon}
          title={school.name}
          eventHandlers={{ click: () => onSelect?.(school.id) }}
          ref={(marker) => {
            if (marker) markers.current.set(school.id, marker);
            else markers.current.delete(school.id);
          }}
        >
          <Popup>
            {popup === 'details' ? (
              <SchoolDetails school={school} headingLevel={4} />
            ) : (
              <>
                <strong>{school.name}</strong>
                <br />
                {schoolAddress(school)}
              </>
            )}
          </Popup>
        </Marker>
      );
    }
    const n = cluster.items.length;
    return (
      <Marker
        key={`cluster-${cluster.items.map((s) => s.id).join('-')}`}
        position={map.unproject([cluster.x, cluster.y], zoom)}
        icon={clusterIcon(n)}
        title={t('schoolDiscovery.cluster', { n })}
        eventHandlers={{
          click: () =>
            map.fitBounds(L.latLngBounds(cluster.items.map((s) => s.location)), {
              padding: [48, 48],
              maxZoom: SCHOOL_ZOOM + 2,
            }),
        }}
      />
    );
  });
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
export function PartnerMap({
  schools,
  selected,
  highlightedId = null,
  onSelect,
  place = null,
  popup = 'details',
}: PartnerMapProps) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const [noTiles, setNoTiles] = useState(false);
  const located = useMemo(
    () => schools.filter((s): s is Located => s.location !== null),
    [schools],
  );
  // On touch screens one finger scrolls the page; two fingers zoom the map.
  const touch = useMemo(() => window.matchMedia('(pointer: coarse)').matches, []);
  return (
    <div className={classes.mapWrap}>
      <MapContainer
        className={classes.map}
        center={GREECE_VIEW.center}
        zoom={GREECE_VIEW.zoom}
        scrollWheelZoom={false}
        dragging={!touch}
        zoomControl={false}
        attributionControl
      >
        {tiles && (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            maxZoom={tiles.maxZoom}
            eventHandlers={{ tileerror: () => setNoTiles(true), tileload: () => setNoTiles(false) }}
          />
        )}
        <ZoomControl
          position="bottomleft"
          zoomInTitle={t('partners.zoomIn')}
          zoomOutTitle={t('partners.zoomOut')}
        />
        {place && (
          <CircleMarker
            center={place}
            radius={9}
            pathOptions={{ color: '#b35c00', weight: 3, fillColor: '#ffb01b', fillOpacity: 0.6 }}
          />
        )}
        <SchoolMarkers
          schools={located}
          selected={selected}
          highlightedId={highlightedId}
          onSelect={onSelect}
          popup={popup}
        />
        <FrameSchools schools={located} place={place} />
        <TranslateControls />
      </MapContainer>
      {noTiles && (
        <p className={classes.noTiles} role="status">
          {t('schoolDiscovery.noTiles')}
        </p>
      )}
    </div>
  );
}
