import type { Catalogue } from '../catalogue';

/** Finding a school on the maps and its public page (schoolDiscovery.*), in English. */
export const schoolDiscoveryEn: Catalogue['schoolDiscovery'] = {
  searchLabel: 'City, area or postal code',
  searchPlaceholder: 'e.g. Thessaloniki or 54622',
  search: 'Search',
  nearMe: 'Near me',
  showAll: 'All schools',
  geoUnsupported: 'Your device cannot share its position. Search by city or postal code.',
  geoDenied:
    'Your position could not be found. Allow access to your location or search by city or postal code.',
  nearPlace: 'The schools nearest to: {{place}}',
  nearYou: 'The schools nearest to you',
  placeKinds: {
    municipality: 'Municipality of {{name}}',
    'municipal-unit': 'Municipal unit of {{name}}',
    community: 'Community of {{name}}',
    area: '{{name}}',
    'regional-unit': 'Regional unit of {{name}}',
    region: 'Region of {{name}}',
    postcode: 'Postal code {{name}}',
  },
  distance: '{{km}} km',
  schoolPage: 'School page',
  schoolPageNamed: 'School page: {{name}}',
  cluster: '{{n}} schools here: zoom in',
  searchedPlace: 'The place searched',
  noTiles: 'The map cannot load right now; every school is in the list.',
  page: {
    titleDescription:
      '{{name}} ({{city}}): contact details, branches and student sign-up on Kokpit.',
    loading: 'Loading the school…',
    notFound: 'Driving school not found',
    notFoundText: 'Its address may have changed. Find it on the map of schools.',
    toMap: 'To the map of schools',
    partner: 'Kokpit partner driving school',
    about: 'About the school',
    branches: 'Where to find us',
    branchesMap: 'The school’s branches on the map',
    contact: 'Contact',
    phone: 'Phone',
    mobile: 'Mobile',
    email: 'E-mail',
    signUp: 'Sign up with this school',
    signUpText:
      'Create a Kokpit student account: the school will see your progress and activate your licence category.',
    logoAlt: 'Logo of {{name}}',
  },
};
