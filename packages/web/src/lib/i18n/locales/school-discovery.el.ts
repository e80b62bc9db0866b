/** Finding a school on the maps and its public page (schoolDiscovery.*), in Greek: the source. */
export const schoolDiscoveryEl = {
  searchLabel: 'Πόλη, περιοχή ή Τ.Κ.',
  searchPlaceholder: 'π.χ. Θεσσαλονίκη ή 54622',
  search: 'Αναζήτηση',
  nearMe: 'Κοντά μου',
  showAll: 'Όλες οι σχολές',
  geoUnsupported:
    'Η συσκευή σας δεν μπορεί να δώσει τη θέση της. Αναζητήστε με πόλη ή ταχυδρομικό κώδικα.',
  geoDenied:
    'Δεν ήταν δυνατό να βρεθεί η θέση σας. Επιτρέψτε την πρόσβαση στην τοποθεσία ή αναζητήστε με πόλη ή ταχυδρομικό κώδικα.',
  nearPlace: 'Οι πλησιέστερες σχολές σε: {{place}}',
  nearYou: 'Οι πλησιέστερες σχολές στη θέση σας',
  placeKinds: {
    municipality: 'Δήμος {{name}}',
    'municipal-unit': 'Δημοτική Ενότητα {{name}}',
    community: 'Κοινότητα {{name}}',
    area: '{{name}}',
    'regional-unit': 'Περιφερειακή Ενότητα {{name}}',
    region: 'Περιφέρεια {{name}}',
    postcode: 'Τ.Κ. {{name}}',
  },
  distance: '{{km}} χλμ.',
  schoolPage: 'Σελίδα της σχολής',
  schoolPageNamed: 'Σελίδα της σχολής: {{name}}',
  cluster: '{{n}} σχολές εδώ: μεγέθυνση',
  searchedPlace: 'Το σημείο της αναζήτησης',
  noTiles: 'Ο χάρτης δεν φορτώνει αυτή τη στιγμή· όλες οι σχολές είναι στη λίστα.',
  page: {
    titleDescription:
      '{{name}} ({{city}}): στοιχεία επικοινωνίας, παραρτήματα και εγγραφή μαθητή στο Kokpit.',
    loading: 'Φόρτωση της σχολής…',
    notFound: 'Η σχολή οδηγών δεν βρέθηκε',
    notFoundText: 'Ίσως άλλαξε η διεύθυνσή της. Βρείτε τη στον χάρτη των σχολών.',
    toMap: 'Στον χάρτη των σχολών',
    partner: 'Συνεργαζόμενη σχολή οδηγών του Kokpit',
    about: 'Η σχολή',
    branches: 'Πού θα μας βρείτε',
    branchesMap: 'Τα παραρτήματα της σχολής στον χάρτη',
    contact: 'Επικοινωνία',
    phone: 'Τηλέφωνο',
    mobile: 'Κινητό',
    email: 'E-mail',
    signUp: 'Εγγραφή με αυτή τη σχολή',
    signUpText:
      'Φτιάξτε λογαριασμό μαθητή στο Kokpit: η σχολή θα δει την πρόοδό σας και θα ενεργοποιήσει την κατηγορία σας.',
    logoAlt: 'Λογότυπο: {{name}}',
  },
} as const;
