import type { Catalogue } from '../catalogue';

export const sq: Catalogue = {
  app: {
    name: 'Kokpit',
    tagline: 'Përgatitje për provimin teorik të patentës',
    skipToContent: 'Kalo te përmbajtja kryesore',
    homeLink: 'Kokpit, faqja kryesore',
    documentTitle: '{{title}} · Kokpit',
  },
  nav: {
    main: 'Navigimi kryesor',
    openMenu: 'Hap menynë',
    closeMenu: 'Mbyll menynë',
    home: 'Kreu',
    student: 'Paneli im',
    statistics: 'Statistikat',
    drivingSchool: 'Autoshkolla',
    schoolStudents: 'Nxënësit',
    schoolTheory: 'Teoria',
    schoolStats: 'Statistikat e autoshkollës',
    schoolEdit: 'Të dhënat e autoshkollës',
    signIn: 'Hyr',
    signOut: 'Dil',
    signUp: 'Regjistrohu',
    account: 'Llogaria ime',
  },
  language: {
    label: 'Gjuha',
    choose: 'Zgjidh gjuhën',
    invalid: 'Kod gjuhe i pavlefshëm',
    names: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
  },
  connection: {
    offline:
      'Jeni jashtë linje. Ajo që keni hapur tashmë funksionon; pjesa tjetër do të ngarkohet sapo të riktheket lidhja.',
    reconnecting: 'Lidhja me Kokpit u ndërpre. Po rilidhemi…',
    offlineBadge: 'Jashtë linje',
    reconnectingBadge: 'Po rilidhet',
  },
  pwa: {
    updateAvailable: 'Ka një version të ri të Kokpit.',
    update: 'Përditëso tani',
    later: 'Më vonë',
    offlineReady: 'Kokpit është gati të hapet edhe pa lidhje.',
  },
  loading: {
    page: 'Po ngarkohet faqja…',
    session: 'Po kontrollojmë hyrjen tuaj…',
  },
  errors: {
    chunkTitle: 'Faqja nuk u ngarkua',
    chunkText:
      'Diçka shkoi keq gjatë shkarkimit të faqes. Kontrolloni lidhjen dhe provoni përsëri.',
    timeoutText: 'Faqja po vonon shumë të ngarkohet. Kontrolloni lidhjen dhe provoni përsëri.',
    renderTitle: 'Diçka shkoi keq',
    renderText: 'Ndodhi një gabim i papritur në këtë faqe.',
    retry: 'Provo përsëri',
    timeout: 'Serveri nuk u përgjigj në kohë. Provoni përsëri.',
    network: 'Nuk ka lidhje me serverin. Provoni përsëri pas pak.',
  },
  auth: {
    title: 'Hyrja',
    subtitle: 'Për nxënës dhe autoshkolla',
    username: 'Emri i përdoruesit ose e-maili',
    password: 'Fjalëkalimi',
    rememberMe: 'Më mbaj mend në këtë pajisje',
    submit: 'Hyr',
    required: 'Plotësoni këtë fushë.',
    forceUnique: 'Dil nga pajisjet e tjera',
    forceUniqueHint: 'Do të dilni nga të gjitha pajisjet e tjera dhe do të hyni këtu.',
    signedInAs: 'Keni hyrë si {{name}}',
    signedOut: 'Dolët nga llogaria.',
    welcome: 'Mirë se erdhët, {{name}}!',
    noAccount: 'Nuk keni ende llogari?',
    signUpStudent: 'Regjistrimi i nxënësit',
  },
  home: {
    title: 'Kreu',
    heroTitle: 'Kaloni provimin teorik të patentës me siguri',
    heroText:
      'Zgjidhni pyetjet zyrtare të teorisë, shihni ku gaboni dhe provoni veten në një simulim të provimit të ministrisë. Autoshkolla juaj ndjek përparimin tuaj.',
    featureProgressTitle: 'Testet e përparimit',
    featureProgressText:
      'Pyetjet që i keni mësuar fshihen për një kohë, që të përqendroheni te ato që nuk i dini ende.',
    featureErrorsTitle: 'Gabimet e mia',
    featureErrorsText: 'Përsëritni pyetjet që ju vështirësojnë derisa t’u përgjigjeni saktë.',
    featureExamTitle: 'Provimi i ministrisë',
    featureExamText: 'Tridhjetë pyetje me kohë, tamam si në provimin e vërtetë.',
    newStudentTitle: 'Nxënës i ri?',
    newStudentText:
      'Krijoni një llogari falas dhe filloni menjëherë. Kuponi i autoshkollës suaj hap të gjithë materialin.',
    newStudentAction: 'Regjistrimi i nxënësit',
    schoolTitle: 'Jeni autoshkollë?',
    schoolText: 'Ndiqni përparimin e nxënësve tuaj dhe aktivizoni kategoritë e tyre të patentës.',
    schoolAction: 'Regjistrimi i autoshkollës',
  },
  pages: {
    notFoundTitle: 'Faqja nuk u gjet',
    notFoundText: 'Adresa që hapët nuk ekziston ose është zhvendosur.',
    backHome: 'Kthehu në kreu',
    infoLoading: 'Përmbajtja e kësaj faqeje po përgatitet dhe do të shfaqet këtu së shpejti.',
    titles: {
      'simata-kokpit-tools': 'Mjetet e Kokpit',
      'kok-simata-theoritikh-ekpaideysi': 'Përgatitja teorike për patentën',
      'simata-test-proodou': 'Testet e përparimit',
      'simata-test-category': 'Testet sipas kategorisë',
      'simata-test-errors': 'Testet e gabimeve',
      'simata-kok-test-ypourgeioy': 'Simulimi i provimit të ministrisë',
      'terms-of-use': 'Kushtet e përdorimit',
      'privacy-policy': 'Politika e privatësisë',
      'testdrive-me-simata-best': 'Si të përgatiteni mirë',
      'testdrive-simata-test': 'Si funksionojnë testet',
      'testdrive-simata-best': 'Këshilla për sukses',
      'driver-check': 'Kontrolli i shoferit',
      'dikaiologitika-paravola': 'Dokumentet dhe tarifat',
      'egkyklopaideia-autokinitou': 'Enciklopedia e automjetit',
      'simata-kok': 'Sinjalet rrugore',
      'testdrive-sxoles-odigon': 'Autoshkollat',
      'testdrive-presentation-sxoles-odigwn': 'Prezantime për autoshkollat',
      'teacher-benefits-for-sxoles': 'Përfitimet për instruktorët',
      'testdrive-synergasia-sxoles': 'Bashkëpunimi me autoshkollat',
    },
  },
  signup: {
    studentTitle: 'Regjistrimi i nxënësit',
    studentText:
      'Këtu do të krijoni llogarinë tuaj si nxënës: të dhënat, kategorinë e patentës dhe, nëse e keni, kuponin e autoshkollës suaj.',
    schoolTitle: 'Regjistrimi i autoshkollës',
    schoolText:
      'Këtu autoshkollat do të vendosin të dhënat e tyre dhe vendndodhjen në hartë. Çdo autoshkollë e re miratohet nga ekipi i Kokpit para se ta shohin nxënësit.',
  },
  student: {
    homeTitle: 'Paneli im',
    homeText:
      'Këtu do të shihni përparimin, suksesin, pyetjet e mbetura dhe forcën e gabimeve tuaja, dhe do të nisni testet: gabimet e mia, përparimi im, vizitat dhe provimi i ministrisë.',
    statsTitle: 'Statistikat',
    statsText:
      'Këtu do të gjeni përmbledhjen, rezultatet sipas kategorisë, gabimet tuaja dhe provimet e ministrisë që keni dhënë.',
    schoolSelectTitle: 'Autoshkolla ime',
    schoolSelectText:
      'Këtu do të zgjidhni autoshkollën tuaj në hartën me 20 autoshkollat më të afërta, duke kërkuar sipas zonës, kodit postar ose qytetit.',
  },
  test: {
    title: 'Testi',
    text: 'Këtu do të zgjidhni testet: pyetje me foto dhe video, ndihmë, shfaqje të përgjigjes së saktë, zë dhe kohëmatës.',
  },
  school: {
    homeTitle: 'Nxënësit',
    homeText:
      'Këtu do të shihni nxënësit në pritje, aktivë dhe të arkivuar, dhe do të miratoni kërkesat dhe aktivizimet e kategorive.',
    theoryTitle: 'Teoria',
    theoryText:
      'Këtu do të krijoni prezantime teorie dhe do t’u shtoni pyetjeve tekstet tuaja ndihmëse.',
    statsTitle: 'Statistikat e autoshkollës',
    statsText:
      'Këtu do të shihni përparimin e përgjithshëm të nxënësve tuaj dhe rezultatet e tyre në provime.',
    editTitle: 'Të dhënat e autoshkollës',
    editText:
      'Këtu do të ndryshoni llogarinë, tekstet e autoshkollës dhe vendndodhjen e saj në hartë.',
    studentStatsTitle: 'Statistikat e nxënësit',
    studentStatsText:
      'Këtu do të shihni në detaje përparimin e një nxënësi në kategorinë “{{section}}”.',
  },
  sections: {
    car: 'Automjet',
    bike: 'Motoçikletë',
    truck: 'Kamion',
    bus: 'Autobus',
    ptruck: 'Kamion (profesional)',
    pbus: 'Autobus (profesional)',
  },
  placeholder: {
    badge: 'Në zhvillim',
  },
  footer: {
    practice: 'Praktika',
    schools: 'Për autoshkollat',
    info: 'Informacion',
    rights: '© {{year}} Kokpit. Të gjitha të drejtat të rezervuara.',
    madeFor: 'Krijuar për kandidatët për shoferë në Greqi.',
  },
};
