/**
 * Seaports — UN/LOCODE locations of Indonesia (ID) and Cambodia (KH) having function 1 (port).
 *
 * Source: UNECE UN/LOCODE code list, function 1 (port), country sections ID and KH, as in the 2014-1
 * edition (CSV mirror of the UNECE code list); IDTPP (Tanjung Priok) was added to UN/LOCODE after that
 * edition and is taken from current maritime usage of the code (its function string below is the minimum
 * "port" function: it was not verified against the UNECE text).
 *
 * `name` is the UN/LOCODE name without diacritics (e.g. "Jakarta, Java", "Kampong Saom");
 * `commonName` is the name used by shippers (e.g. "Sihanoukville"); `aliases` are other names under which
 * the same port is known.
 * `subdivision` is the CURRENT ISO 3166-2 province suffix of the port (assigned here from the port's
 * location — the 2014 LOCODE subdivision column is mostly empty or uses pre-2012 codes).
 * `lat`/`lon` are decimal degrees converted from the UN/LOCODE "ddmmN dddmmE" coordinates; they are
 * `null` where the UN/LOCODE entry has no coordinates (no coordinates were invented).
 * `status` is the record status in Lintas ('A' = active), not the UN/LOCODE entry status.
 *
 * Deliberately left out: IDTPE (not found in UN/LOCODE — Tanjung Perak is covered by IDSUB Surabaya), IDTBY
 * (not found in UN/LOCODE — Teluk Bayur is IDTBR), and entries without function 1: IDBTH (Batam, airport only; the
 * Batam seaports are IDBUR Batu Ampar and IDSKP Sekupang), KHKMT (Kampot) and KHKKZ (Koh Kong) which are
 * airport-only. IDMES (Medan) is included because its UN/LOCODE function string does contain 1.
 * KHKKO ("Kas Kong", Koh Kong port) carries UN/LOCODE status QQ (not re-verified by UNECE).
 */

export interface Port {
  /** 5-character UN/LOCODE, e.g. 'IDTPP'. */
  readonly portCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly ctryCode: 'ID' | 'KH';
  /** UN/LOCODE name (without diacritics). */
  readonly name: string;
  /** Name in common commercial use. */
  readonly commonName: string;
  /** Other names for the same port. */
  readonly aliases: readonly string[];
  /** ISO 3166-2 subdivision suffix (e.g. 'JK' for ID-JK, '18' for KH-18) or ''. */
  readonly subdivision: string;
  /** UN/LOCODE function classifier, 8 characters, e.g. '1-3-----'. */
  readonly functions: string;
  /** Latitude in decimal degrees (south negative), or null when UN/LOCODE has no coordinates. */
  readonly lat: number | null;
  /** Longitude in decimal degrees (west negative), or null when UN/LOCODE has no coordinates. */
  readonly lon: number | null;
  /** UN/LOCODE coordinates as published ('ddmmN dddmmE') or ''. */
  readonly locodeCoordinates: string;
  /** Lintas record status: 'A' active. */
  readonly status: 'A';
}

/**
 * Converts UN/LOCODE coordinates ("0608S 10650E": degrees and minutes) to decimal degrees.
 * Returns null for an empty or malformed value.
 */
export function parseLocodeCoordinates(value: string): { lat: number; lon: number } | null {
  const match = /^(\d{2})(\d{2})([NS])\s+(\d{3})(\d{2})([EW])$/.exec(value.trim());
  if (!match) return null;
  const [, latDeg = '', latMin = '', ns, lonDeg = '', lonMin = '', ew] = match;
  const round = (n: number) => Math.round(n * 10000) / 10000;
  const lat = round(Number(latDeg) + Number(latMin) / 60) * (ns === 'S' ? -1 : 1);
  const lon = round(Number(lonDeg) + Number(lonMin) / 60) * (ew === 'W' ? -1 : 1);
  return { lat, lon };
}

type PortRow = readonly [
  portCode: string,
  name: string,
  commonName: string,
  subdivision: string,
  functions: string,
  coordinates: string,
  aliases?: readonly string[],
];

const ROWS: readonly PortRow[] = [
  // Indonesia — Java
  ['IDJKT', 'Jakarta, Java', 'Jakarta', 'JK', '12345---', '0608S 10650E'],
  ['IDTPP', 'Tanjung Priok', 'Tanjung Priok', 'JK', '1-------', ''],
  ['IDSUB', 'Surabaya', 'Surabaya', 'JI', '123456--', '0714S 11245E', ['Tanjung Perak']],
  ['IDGRE', 'Gresik, Java', 'Gresik', 'JI', '1-3-----', '0709S 11239E'],
  ['IDPAZ', 'Pasuruan, Java', 'Pasuruan', 'JI', '123-----', '0738S 11254E'],
  ['IDSRG', 'Semarang', 'Semarang', 'JT', '1-345---', '0658S 11029E', ['Tanjung Emas']],
  ['IDCXP', 'Cilacap (Tjilatjap)', 'Cilacap', 'JT', '1-34----', '0744S 10900E'],
  ['IDCBN', 'Cirebon (Tjeribon)', 'Cirebon', 'JB', '1-34----', '0644S 10834E'],
  ['IDMRK', 'Merak, Java', 'Merak', 'BT', '1-------', ''],
  ['IDCIW', 'Ciwandan', 'Ciwandan', 'BT', '1-------', '', ['Cilegon']],
  // Indonesia — Sumatra and Riau Islands
  ['IDBLW', 'Belawan, Sumatra', 'Belawan', 'SU', '1-------', ''],
  ['IDMES', 'Medan, Sumatra', 'Medan', 'SU', '1--45---', ''],
  ['IDKTJ', 'Kualatanjung', 'Kuala Tanjung', 'SU', '1-3-----', '0321N 09929E'],
  ['IDLSW', 'Lhokseumawe', 'Lhokseumawe', 'AC', '1-34----', '0510N 09708E'],
  ['IDTBR', 'Telukbayur', 'Teluk Bayur', 'SB', '1-3-----', '0100S 10022E'],
  ['IDPDG', 'Padang', 'Padang', 'SB', '1234----', '0057S 10021E'],
  ['IDDUM', 'Dumai, Sumatra', 'Dumai', 'RI', '1--4----', ''],
  ['IDPLM', 'Palembang, Sumatra', 'Palembang', 'SS', '1--4----', ''],
  ['IDPNJ', 'Panjang', 'Panjang', 'LA', '1-------', '', ['Bandar Lampung']],
  ['IDBKS', 'Bengkulu, Sumatra', 'Bengkulu', 'BE', '1--4----', ''],
  ['IDDJB', 'Jambi, Sumatra', 'Jambi', 'JA', '1--4----', ''],
  ['IDTJQ', 'Tanjung Pandan', 'Tanjung Pandan', 'BB', '1-34----', '0245S 10739E'],
  ['IDBUR', 'Batu Ampal', 'Batu Ampar', 'KR', '1-3-----', '', ['Batam', 'Batu Ampar, Batam']],
  ['IDSKP', 'Sekupang', 'Sekupang', 'KR', '1-3-----', '0108N 10356E', ['Batam']],
  ['IDTNJ', 'Tanjung Pinang, Riau', 'Tanjung Pinang', 'KR', '1--4----', ''],
  // Indonesia — Kalimantan
  ['IDPNK', 'Pontianak, Kalimantan', 'Pontianak', 'KB', '1--45---', ''],
  ['IDBDJ', 'Banjarmasin', 'Banjarmasin', 'KS', '1--4----', '', ['Trisakti']],
  ['IDBPN', 'Balikpapan', 'Balikpapan', 'KI', '1--4----', '0117S 11650E'],
  ['IDSRI', 'Samarinda, Kalimantan', 'Samarinda', 'KI', '1--4----', ''],
  ['IDBXT', 'Bontang, Kl', 'Bontang', 'KI', '1--4----', ''],
  ['IDTRK', 'Tarakan, Kalimantan', 'Tarakan', 'KU', '1-------', ''],
  // Indonesia — Sulawesi
  ['IDMAK', 'Makassar', 'Makassar', 'SN', '1-3-----', '0507S 11924E', ['Soekarno-Hatta, Makassar']],
  ['IDUPG', 'Ujung Pandang, Sulawesi', 'Makassar', 'SN', '1--45---', '', ['Makassar', 'Ujung Pandang']],
  ['IDBIT', 'Bitung, Sulawesi', 'Bitung', 'SA', '1-------', ''],
  ['IDMDC', 'Manado', 'Manado', 'SA', '1--45---', ''],
  ['IDKDI', 'Kendari, Sulawesi', 'Kendari', 'SG', '1--4----', ''],
  ['IDPAL', 'Palu', 'Palu', 'ST', '1-3-----', '0053S 11951E'],
  ['IDPTL', 'Pantoloan, Sv', 'Pantoloan', 'ST', '1-------', '', ['Palu']],
  // Indonesia — Bali, Nusa Tenggara, Maluku, Papua
  ['IDBOA', 'Benoa, Bali', 'Benoa', 'BA', '1-------', ''],
  ['IDKOE', 'Kupang, Timor', 'Kupang', 'NT', '1--4----', '', ['Tenau']],
  ['IDAMQ', 'Ambon, Molucas', 'Ambon', 'MA', '1-------', ''],
  ['IDTTE', 'Ternate, Halmahera', 'Ternate', 'MU', '1--4----', ''],
  ['IDSOQ', 'Sorong', 'Sorong', 'PD', '1--4----', ''],
  ['IDMKW', 'Manokwari, Irian Jaya', 'Manokwari', 'PB', '1--4----', ''],
  ['IDBIK', 'Biak, Irian Jaya', 'Biak', 'PA', '1--4----', ''],
  ['IDDJJ', 'Jayapura, Irian Jaya', 'Jayapura', 'PA', '1-345---', '0232S 14042E'],
  // Cambodia
  [
    'KHKOS',
    'Kampong Saom',
    'Sihanoukville',
    '18',
    '1-34--7-',
    '1036N 10331E',
    ['Kâmpóng Saôm', 'Sihanoukville', 'Preah Sihanouk'],
  ],
  ['KHPNH', 'Phnom Penh', 'Phnom Penh', '12', '1--45---', ''],
  ['KHKKO', 'Kas Kong', 'Koh Kong', '9', '1-------', '', ['Krong Khemarak Phoumin']],
];

/** UN/LOCODE seaports of Indonesia and Cambodia used by Lintas, sorted by country then code. */
export const PORTS: readonly Port[] = ROWS.map(
  ([portCode, name, commonName, subdivision, functions, coordinates, aliases = []]) => {
    const position = parseLocodeCoordinates(coordinates);
    return {
      portCode,
      ctryCode: portCode.slice(0, 2) as 'ID' | 'KH',
      name,
      commonName,
      aliases,
      subdivision,
      functions,
      lat: position?.lat ?? null,
      lon: position?.lon ?? null,
      locodeCoordinates: coordinates,
      status: 'A' as const,
    };
  },
).sort((a, b) => a.portCode.localeCompare(b.portCode));
