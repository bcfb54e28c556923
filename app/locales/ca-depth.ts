import type { esDepth } from "./es-depth";

// Catalan strings of the game's depth mode (the `depth` feature group); the keys of es-depth.ts.

export const caDepth: typeof esDepth = {
  choice: {
    legend: "Com es compten les compressions",
    tap: "Prement el botó",
    tapHint: "En qualsevol pantalla: el joc mesura quan prems.",
    motion: "Mesurant la profunditat amb el mòbil",
    motionHint:
      "Amb el mòbil a les mans, la pantalla cap amunt, entre les teves mans i un coixí ferm o un maniquí. Mai sobre una persona.",
    checking: "S'està comprovant el sensor de moviment del mòbil…",
    ready: "El sensor funciona: el joc comptarà cada compressió pel moviment del mòbil i n'estimarà la profunditat.",
  },
  fallback: {
    unsupported:
      "Aquest navegador no pot llegir el moviment del dispositiu, així que el joc compta quan prems el botó.",
    denied:
      "El navegador no ha donat permís per fer servir el sensor de moviment, així que el joc compta quan prems el botó. Per mesurar la profunditat, torna a triar l'opció i toca «Permet»; si ja no t'ho pregunta, tanca la pestanya i torna a obrir la pàgina.",
    noSensor:
      "No ha respost cap sensor de moviment: aquest dispositiu (un ordinador?) no pot mesurar la profunditat. El joc compta quan prems el botó.",
    tooSlow_one:
      "El sensor de moviment envia {{count}} lectura per segon i per mesurar la profunditat en calen almenys {{min}}. El joc compta quan prems el botó.",
    tooSlow_other:
      "El sensor de moviment envia {{count}} lectures per segon i per mesurar la profunditat en calen almenys {{min}}. El joc compta quan prems el botó.",
    noGravity:
      "Les lectures del sensor de moviment no inclouen la gravetat i, sense ella, el mòbil no pot saber cap on és avall ni mesurar la profunditat. El joc compta quan prems el botó.",
    notLoaded:
      "No s'ha pogut carregar el mode de profunditat. Comprova la connexió i torna-ho a provar; mentrestant, el joc compta quan prems el botó.",
    turned:
      "El mòbil ha estat girat més de {{seconds}} segons, sense estar pla sota les mans, i així no pot mesurar la profunditat. La partida continua: ara el joc compta quan prems el botó.",
  },
  howTo: {
    heading: "Com cal aguantar el mòbil",
    cushion: "Posa un coixí ferm a terra o sobre una taula, o fes servir un maniquí.",
    phone: "Recolza el mòbil al centre del coixí o del pit del maniquí, amb la pantalla cap amunt.",
    hands:
      "Posa-hi les mans a sobre, una damunt de l'altra i amb els braços rectes: el mòbil queda entre les mans i el coixí.",
    start: "Prem «Inicia» i comprimeix: la partida comença amb la primera compressió.",
    never: "Mai sobre una persona: les compressions fan mal a qui no les necessita.",
    estimate:
      "La profunditat de cada compressió és una estimació a partir del moviment del mòbil, amb un marge d'uns ± {{error}} mm: una xifra mesurada amb compressions simulades, encara no amb un maniquí. Un coixí tou cedeix sota el mòbil i marca més profunditat de la que tindria un pit.",
  },
  gauge: {
    heading: "Profunditat",
    value: "{{cm}} cm",
    none: "—",
    shallow: "Poc profunda",
    good: "Bé",
    deep: "Massa profunda",
    shallowHint: "Prem més fort.",
    goodHint: "Continua així.",
    deepHint: "Prem una mica menys.",
    idle: "Prem «Inicia» i comprimeix: aquí veuràs la profunditat.",
    waiting: "S'està esperant la primera compressió…",
    paused: "Sense compressions.",
    turned: "El mòbil està girat: deixa'l pla sota les mans per mesurar.",
    band: "Objectiu: de 5 a 6 cm",
    estimate: "Estimació, ± {{error}} mm",
    announce: "{{zone}}: {{cm}} cm de profunditat.",
  },
  result: {
    grade: "Nota de profunditat i ritme (sobre 100)",
    gradeHint: "La profunditat, el ritme, les pauses i la regularitat, en una sola nota.",
    notMeasured:
      "Profunditat no mesurada: aquesta nota és només del ritme. Amb un mòbil, tria «Mesurant la profunditat amb el mòbil» per incloure-la.",
    inBand: "Compressions de 5 a 6 cm",
    inBandHint: "La profunditat que demanen les guies.",
    mean: "Profunditat mitjana",
    meanHint: "Estimada pel moviment del mòbil: cada compressió, amb un marge de ± {{error}} mm.",
    shallow: "Poc profundes (menys de 5 cm)",
    shallowHint: "Amb els braços rectes, deixa caure el pes del cos.",
    deep: "Massa profundes (més de 6 cm)",
    deepHint: "Més de 6 cm pot causar lesions.",
    nothing: "No hi ha res a corregir en la profunditat ni en el ritme: continua així.",
    note: "La profunditat de cada compressió és una estimació a partir del moviment del mòbil, amb un marge d'uns ± {{error}} mm. Que el pit torni a pujar del tot després de cada compressió no es mesura: això es practica amb un maniquí.",
  },
  advice: {
    depthShallow: "Comprimeix més a fons: de 5 a 6 cm, amb els braços rectes i el pes del cos.",
    depthDeep: "Comprimeix una mica menys: no més de 6 cm.",
  },
};
