/** Greece, for a map with no school on it yet. */
export const GREECE_VIEW = { center: [38.4, 23.8] as [number, number], zoom: 6 };

/** How close a single school (or a picked one) is shown. */
export const SCHOOL_ZOOM = 14;
