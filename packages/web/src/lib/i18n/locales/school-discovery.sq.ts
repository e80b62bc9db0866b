import type { Catalogue } from '../catalogue';

/** Finding a school on the maps and its public page (schoolDiscovery.*), in Albanian. */
export const schoolDiscoverySq: Catalogue['schoolDiscovery'] = {
  searchLabel: 'Qyteti, zona ose kodi postar',
  searchPlaceholder: 'p.sh. Selanik ose 54622',
  search: 'Kërko',
  nearMe: 'Pranë meje',
  showAll: 'Të gjitha shkollat',
  geoUnsupported: 'Pajisja juaj nuk mund të japë vendndodhjen. Kërkoni me qytet ose kod postar.',
  geoDenied:
    'Vendndodhja juaj nuk u gjet. Lejoni qasjen te vendndodhja ose kërkoni me qytet ose kod postar.',
  nearPlace: 'Shkollat më të afërta me: {{place}}',
  nearYou: 'Shkollat më të afërta me ju',
  placeKinds: {
    municipality: 'Bashkia {{name}}',
    'municipal-unit': 'Njësia bashkiake {{name}}',
    community: 'Komuniteti {{name}}',
    area: '{{name}}',
    'regional-unit': 'Njësia rajonale {{name}}',
    region: 'Rajoni {{name}}',
    postcode: 'Kodi postar {{name}}',
  },
  distance: '{{km}} km',
  schoolPage: 'Faqja e shkollës',
  schoolPageNamed: 'Faqja e shkollës: {{name}}',
  cluster: '{{n}} shkolla këtu: zmadhoni',
  searchedPlace: 'Vendi i kërkuar',
  noTiles: 'Harta nuk ngarkohet tani; të gjitha shkollat janë në listë.',
  page: {
    titleDescription: '{{name}} ({{city}}): kontakte, degë dhe regjistrim nxënësi në Kokpit.',
    loading: 'Po ngarkohet shkolla…',
    notFound: 'Autoshkolla nuk u gjet',
    notFoundText: 'Ndoshta adresa e saj ka ndryshuar. Gjejeni në hartën e shkollave.',
    toMap: 'Te harta e shkollave',
    partner: 'Autoshkollë partnere e Kokpit',
    about: 'Rreth shkollës',
    branches: 'Ku na gjeni',
    branchesMap: 'Degët e shkollës në hartë',
    contact: 'Kontakti',
    phone: 'Telefoni',
    mobile: 'Celulari',
    email: 'E-mail',
    signUp: 'Regjistrohu me këtë shkollë',
    signUpText:
      'Krijoni një llogari nxënësi në Kokpit: shkolla do të shohë përparimin tuaj dhe do të aktivizojë kategorinë tuaj.',
    logoAlt: 'Logoja e shkollës {{name}}',
  },
};
