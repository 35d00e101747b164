/**
 * Government bodies involved in port clearance — ministries, their agencies, and agency offices at ports.
 *
 * Source: compiled for Lintas from the organisation of the governments of Indonesia and Cambodia as
 * established by their own legal instruments (status as of 2024), notably:
 * - Indonesia: Presidential Regulation 45/2023 establishing Badan Karantina Indonesia (Barantin), which took
 *   over agricultural quarantine (Ministry of Agriculture) and fish quarantine (BKIPM, Ministry of Marine
 *   Affairs and Fisheries) and reports directly to the President; Presidential Regulation 44/2018 on the
 *   Indonesia National Single Window (LNSW, under the Ministry of Finance); Ministry of Health regulation
 *   renaming the port health offices (Kantor Kesehatan Pelabuhan, KKP) to Balai/Balai Besar Kekarantinaan
 *   Kesehatan (BKK/BBKK) in 2023; the October 2024 cabinet, which moved the Directorate General of
 *   Immigration from the Ministry of Law and Human Rights to the new Ministry of Immigration and Corrections.
 * - Cambodia: General Department of Customs and Excise (GDCE) under the Ministry of Economy and Finance;
 *   CamControl under the Ministry of Commerce; Merchant Marine Department and the autonomous ports under the
 *   Ministry of Public Works and Transport; plant, animal and fish inspection under the Ministry of
 *   Agriculture, Forestry and Fisheries.
 *
 * Pseudo-parent: agencies that report directly to the Indonesian President and belong to no ministry
 * (Barantin, BPOM) have `ministryCode: 'ID_PRES'`, a MINISTRIES entry flagged `isPseudo: true` that stands for
 * "directly under the President". It is not a ministry.
 *
 * Office names are the official Indonesian names of the customs offices; the Sihanoukville customs office
 * name is the English designation in common use (not checked against a GDCE publication).
 */

export type GovCountry = 'ID' | 'KH';

export interface Ministry {
  readonly ministryCode: string;
  readonly ctryCode: GovCountry;
  readonly nameEn: string;
  readonly nameId: string;
  /** Usual abbreviation, e.g. 'Kemenkeu'. */
  readonly shortName: string;
  /** True for the 'ID_PRES' pseudo-parent ("directly under the President"), which is not a ministry. */
  readonly isPseudo: boolean;
}

export interface Agency {
  readonly agencyCode: string;
  /** Parent ministry (MINISTRIES.ministryCode); 'ID_PRES' for bodies directly under the President. */
  readonly ministryCode: string;
  readonly ctryCode: GovCountry;
  readonly nameEn: string;
  readonly nameId: string;
  /** Usual abbreviation, e.g. 'DJBC'. */
  readonly shortName: string;
  /** What the agency does in port / cargo clearance. */
  readonly role: string;
}

export interface AgencyOffice {
  readonly officeCode: string;
  /** AGENCIES.agencyCode */
  readonly agencyCode: string;
  readonly name: string;
  /** Usual abbreviation of the office name. */
  readonly shortName: string;
  /** PORTS.portCode served by the office. */
  readonly portCode: string;
}

/** Pseudo-parent for agencies directly under the President of Indonesia. */
export const PRESIDENT_PSEUDO_MINISTRY = 'ID_PRES';

export const MINISTRIES: readonly Ministry[] = [
  // Indonesia
  {
    ministryCode: 'ID_KEMENKEU',
    ctryCode: 'ID',
    nameEn: 'Ministry of Finance',
    nameId: 'Kementerian Keuangan',
    shortName: 'Kemenkeu',
    isPseudo: false,
  },
  {
    ministryCode: 'ID_KEMENHUB',
    ctryCode: 'ID',
    nameEn: 'Ministry of Transportation',
    nameId: 'Kementerian Perhubungan',
    shortName: 'Kemenhub',
    isPseudo: false,
  },
  {
    ministryCode: 'ID_KEMENDAG',
    ctryCode: 'ID',
    nameEn: 'Ministry of Trade',
    nameId: 'Kementerian Perdagangan',
    shortName: 'Kemendag',
    isPseudo: false,
  },
  {
    ministryCode: 'ID_KEMENKES',
    ctryCode: 'ID',
    nameEn: 'Ministry of Health',
    nameId: 'Kementerian Kesehatan',
    shortName: 'Kemenkes',
    isPseudo: false,
  },
  {
    ministryCode: 'ID_KKP',
    ctryCode: 'ID',
    nameEn: 'Ministry of Marine Affairs and Fisheries',
    nameId: 'Kementerian Kelautan dan Perikanan',
    shortName: 'KKP',
    isPseudo: false,
  },
  {
    ministryCode: 'ID_KEMENTAN',
    ctryCode: 'ID',
    nameEn: 'Ministry of Agriculture',
    nameId: 'Kementerian Pertanian',
    shortName: 'Kementan',
    isPseudo: false,
  },
  {
    ministryCode: 'ID_KEMENPERIN',
    ctryCode: 'ID',
    nameEn: 'Ministry of Industry',
    nameId: 'Kementerian Perindustrian',
    shortName: 'Kemenperin',
    isPseudo: false,
  },
  {
    ministryCode: 'ID_KEMENIMIPAS',
    ctryCode: 'ID',
    nameEn: 'Ministry of Immigration and Corrections',
    nameId: 'Kementerian Imigrasi dan Pemasyarakatan',
    shortName: 'Kemenimipas',
    isPseudo: false,
  },
  {
    ministryCode: PRESIDENT_PSEUDO_MINISTRY,
    ctryCode: 'ID',
    nameEn: 'Directly under the President of the Republic of Indonesia (not a ministry)',
    nameId: 'Langsung di bawah Presiden Republik Indonesia (bukan kementerian)',
    shortName: 'Presiden',
    isPseudo: true,
  },
  // Cambodia
  {
    ministryCode: 'KH_MEF',
    ctryCode: 'KH',
    nameEn: 'Ministry of Economy and Finance',
    nameId: 'Kementerian Ekonomi dan Keuangan Kamboja',
    shortName: 'MEF',
    isPseudo: false,
  },
  {
    ministryCode: 'KH_MPWT',
    ctryCode: 'KH',
    nameEn: 'Ministry of Public Works and Transport',
    nameId: 'Kementerian Pekerjaan Umum dan Transportasi Kamboja',
    shortName: 'MPWT',
    isPseudo: false,
  },
  {
    ministryCode: 'KH_MOC',
    ctryCode: 'KH',
    nameEn: 'Ministry of Commerce',
    nameId: 'Kementerian Perdagangan Kamboja',
    shortName: 'MOC',
    isPseudo: false,
  },
  {
    ministryCode: 'KH_MAFF',
    ctryCode: 'KH',
    nameEn: 'Ministry of Agriculture, Forestry and Fisheries',
    nameId: 'Kementerian Pertanian, Kehutanan dan Perikanan Kamboja',
    shortName: 'MAFF',
    isPseudo: false,
  },
  {
    ministryCode: 'KH_MOH',
    ctryCode: 'KH',
    nameEn: 'Ministry of Health',
    nameId: 'Kementerian Kesehatan Kamboja',
    shortName: 'MOH',
    isPseudo: false,
  },
  {
    ministryCode: 'KH_MOI',
    ctryCode: 'KH',
    nameEn: 'Ministry of Interior',
    nameId: 'Kementerian Dalam Negeri Kamboja',
    shortName: 'MOI',
    isPseudo: false,
  },
];

export const AGENCIES: readonly Agency[] = [
  // Indonesia
  {
    agencyCode: 'ID_DJBC',
    ministryCode: 'ID_KEMENKEU',
    ctryCode: 'ID',
    nameEn: 'Directorate General of Customs and Excise',
    nameId: 'Direktorat Jenderal Bea dan Cukai',
    shortName: 'DJBC (Bea Cukai)',
    role: 'Customs clearance of imports and exports: receives the vessel manifest (BC 1.1) and the import and export declarations (PIB BC 2.0 / PEB BC 3.0), assigns the inspection lane, examines goods, collects import duties and taxes, and releases goods (SPPB for imports, NPE for exports).',
  },
  {
    agencyCode: 'ID_LNSW',
    ministryCode: 'ID_KEMENKEU',
    ctryCode: 'ID',
    nameEn: 'Indonesia National Single Window Agency',
    nameId: 'Lembaga National Single Window',
    shortName: 'LNSW',
    role: 'Operates the Indonesia National Single Window (INSW) portal and the National Logistics Ecosystem (NLE): a single submission of licences, permits and declarations, shared with customs and the other clearance agencies.',
  },
  {
    agencyCode: 'ID_HUBLA',
    ministryCode: 'ID_KEMENHUB',
    ctryCode: 'ID',
    nameEn: 'Directorate General of Sea Transportation',
    nameId: 'Direktorat Jenderal Perhubungan Laut',
    shortName: 'Hubla',
    role: 'Maritime administration: shipping and port regulation, ISPS Code designated authority, Inaportnet vessel-service system, supervision of harbour masters and port authorities.',
  },
  {
    agencyCode: 'ID_KSOP',
    ministryCode: 'ID_KEMENHUB',
    ctryCode: 'ID',
    nameEn: 'Harbour Master and Port Authority Office',
    nameId: 'Kantor Kesyahbandaran dan Otoritas Pelabuhan',
    shortName: 'KSOP / Syahbandar',
    role: 'Harbour master at the port: vessel arrival and departure clearance, port clearance (Surat Persetujuan Berlayar, SPB), ship safety and security (ISPS pre-arrival notice, declaration of security), port authority functions.',
  },
  {
    agencyCode: 'ID_DAGLU',
    ministryCode: 'ID_KEMENDAG',
    ctryCode: 'ID',
    nameEn: 'Directorate General of Foreign Trade',
    nameId: 'Direktorat Jenderal Perdagangan Luar Negeri',
    shortName: 'Daglu',
    role: 'Import and export approvals (Persetujuan Impor / Persetujuan Ekspor) and surveyor verification for restricted goods (lartas), checked by customs through the INSW.',
  },
  {
    agencyCode: 'ID_BKK',
    ministryCode: 'ID_KEMENKES',
    ctryCode: 'ID',
    nameEn: 'Health Quarantine Office (port health)',
    nameId: 'Balai Kekarantinaan Kesehatan',
    shortName: 'BKK (ex-KKP)',
    role: 'Health quarantine of ships, crews and passengers (International Health Regulations): free pratique on arrival, port health quarantine clearance for departure, Ship Sanitation Control / Exemption Certificates. Called Kantor Kesehatan Pelabuhan (KKP) until 2023.',
  },
  {
    agencyCode: 'ID_BARANTIN',
    ministryCode: PRESIDENT_PSEUDO_MINISTRY,
    ctryCode: 'ID',
    nameEn: 'Indonesian Quarantine Agency',
    nameId: 'Badan Karantina Indonesia',
    shortName: 'Barantin',
    role: 'Animal, fish and plant quarantine of imported, exported and inter-island goods: document check, inspection, treatment, health and phytosanitary certificates, quarantine release. Reports directly to the President since 2023 (Perpres 45/2023), merging the former Ministry of Agriculture and fish (BKIPM) quarantine services.',
  },
  {
    agencyCode: 'ID_BPOM',
    ministryCode: PRESIDENT_PSEUDO_MINISTRY,
    ctryCode: 'ID',
    nameEn: 'Indonesian Food and Drug Authority',
    nameId: 'Badan Pengawas Obat dan Makanan',
    shortName: 'BPOM',
    role: 'Import certificate (Surat Keterangan Impor, SKI) for drugs, food, cosmetics, health supplements and their raw materials; a non-ministerial agency reporting to the President.',
  },
  {
    agencyCode: 'ID_PDSPKP',
    ministryCode: 'ID_KKP',
    ctryCode: 'ID',
    nameEn: 'Directorate General of Strengthening the Competitiveness of Marine and Fisheries Products',
    nameId: 'Direktorat Jenderal Penguatan Daya Saing Produk Kelautan dan Perikanan',
    shortName: 'Ditjen PDSPKP',
    role: 'Import recommendations for fishery products (rekomendasi pemasukan hasil perikanan). Fish quarantine itself moved to Barantin in 2023.',
  },
  {
    agencyCode: 'ID_HORTI',
    ministryCode: 'ID_KEMENTAN',
    ctryCode: 'ID',
    nameEn: 'Directorate General of Horticulture',
    nameId: 'Direktorat Jenderal Hortikultura',
    shortName: 'Ditjen Hortikultura',
    role: 'Horticultural product import recommendation (Rekomendasi Impor Produk Hortikultura, RIPH) required before the import approval. Plant quarantine itself moved to Barantin in 2023.',
  },
  {
    agencyCode: 'ID_PKH',
    ministryCode: 'ID_KEMENTAN',
    ctryCode: 'ID',
    nameEn: 'Directorate General of Livestock and Animal Health Services',
    nameId: 'Direktorat Jenderal Peternakan dan Kesehatan Hewan',
    shortName: 'Ditjen PKH',
    role: 'Import recommendations for live animals, animal products and veterinary drugs. Animal quarantine itself moved to Barantin in 2023.',
  },
  {
    agencyCode: 'ID_BSKJI',
    ministryCode: 'ID_KEMENPERIN',
    ctryCode: 'ID',
    nameEn: 'Agency for Standardization and Industrial Services Policy',
    nameId: 'Badan Standardisasi dan Kebijakan Jasa Industri',
    shortName: 'BSKJI',
    role: 'Mandatory Indonesian National Standard (SNI) for industrial products: product certification (SPPT-SNI) that imported goods under mandatory SNI must carry before release.',
  },
  {
    agencyCode: 'ID_IMIGRASI',
    ministryCode: 'ID_KEMENIMIPAS',
    ctryCode: 'ID',
    nameEn: 'Directorate General of Immigration',
    nameId: 'Direktorat Jenderal Imigrasi',
    shortName: 'Ditjen Imigrasi',
    role: 'Immigration clearance of crews and passengers of arriving and departing ships (crew list, shore passes). Part of the Ministry of Law and Human Rights until October 2024.',
  },
  // Cambodia
  {
    agencyCode: 'KH_GDCE',
    ministryCode: 'KH_MEF',
    ctryCode: 'KH',
    nameEn: 'General Department of Customs and Excise of Cambodia',
    nameId: 'Direktorat Jenderal Bea dan Cukai Kamboja',
    shortName: 'GDCE',
    role: 'Customs clearance of imports and exports (ASYCUDA declarations), risk-based inspection, collection of duties and taxes, release of goods and vessel manifests.',
  },
  {
    agencyCode: 'KH_MMD',
    ministryCode: 'KH_MPWT',
    ctryCode: 'KH',
    nameEn: 'Merchant Marine Department',
    nameId: 'Departemen Pelayaran Niaga Kamboja',
    shortName: 'MMD',
    role: 'Maritime administration and harbour master: vessel entry and port clearance, ISPS Code designated authority (pre-arrival security information, declaration of security), port state control.',
  },
  {
    agencyCode: 'KH_PAS',
    ministryCode: 'KH_MPWT',
    ctryCode: 'KH',
    nameEn: 'Sihanoukville Autonomous Port',
    nameId: 'Pelabuhan Otonom Sihanoukville',
    shortName: 'PAS',
    role: 'State-owned port authority and operator of Sihanoukville port: berth allocation, pilotage, cargo handling, port dues and the container terminal.',
  },
  {
    agencyCode: 'KH_PPAP',
    ministryCode: 'KH_MPWT',
    ctryCode: 'KH',
    nameEn: 'Phnom Penh Autonomous Port',
    nameId: 'Pelabuhan Otonom Phnom Penh',
    shortName: 'PPAP',
    role: 'State-owned port authority and operator of the Phnom Penh river port and its container terminal: berth allocation, cargo handling and port dues.',
  },
  {
    agencyCode: 'KH_CAMCONTROL',
    ministryCode: 'KH_MOC',
    ctryCode: 'KH',
    nameEn: 'Cambodia Import-Export Inspection and Fraud Repression Directorate-General',
    nameId: 'Direktorat Jenderal Inspeksi Ekspor-Impor dan Penindakan Kecurangan Kamboja',
    shortName: 'CamControl',
    role: 'Inspection of the quality and safety of imported and exported goods (notably food and consumer products), certificates of inspection, fraud repression.',
  },
  {
    agencyCode: 'KH_GDA',
    ministryCode: 'KH_MAFF',
    ctryCode: 'KH',
    nameEn: 'General Directorate of Agriculture',
    nameId: 'Direktorat Jenderal Pertanian Kamboja',
    shortName: 'GDA',
    role: 'Plant quarantine: import permits and phytosanitary inspection and certificates for plants and plant products.',
  },
  {
    agencyCode: 'KH_GDAHP',
    ministryCode: 'KH_MAFF',
    ctryCode: 'KH',
    nameEn: 'General Directorate of Animal Health and Production',
    nameId: 'Direktorat Jenderal Kesehatan dan Produksi Hewan Kamboja',
    shortName: 'GDAHP',
    role: 'Animal quarantine: import permits, veterinary inspection and sanitary certificates for animals and animal products.',
  },
  {
    agencyCode: 'KH_FIA',
    ministryCode: 'KH_MAFF',
    ctryCode: 'KH',
    nameEn: 'Fisheries Administration',
    nameId: 'Administrasi Perikanan Kamboja',
    shortName: 'FiA',
    role: 'Inspection and health certificates for fish and fishery products.',
  },
  {
    agencyCode: 'KH_PORT_HEALTH',
    ministryCode: 'KH_MOH',
    ctryCode: 'KH',
    nameEn: 'Port Health Quarantine Office',
    nameId: 'Kantor Karantina Kesehatan Pelabuhan Kamboja',
    shortName: 'Port Health',
    role: 'Health quarantine of ships, crews and passengers under the International Health Regulations: free pratique, departure health clearance, Ship Sanitation Control / Exemption Certificates.',
  },
  {
    agencyCode: 'KH_GDI',
    ministryCode: 'KH_MOI',
    ctryCode: 'KH',
    nameEn: 'General Department of Immigration',
    nameId: 'Direktorat Jenderal Imigrasi Kamboja',
    shortName: 'GDI',
    role: 'Immigration clearance of crews and passengers of arriving and departing ships.',
  },
];

export const AGENCY_OFFICES: readonly AgencyOffice[] = [
  {
    officeCode: 'ID_KPU_BC_TPRIOK',
    agencyCode: 'ID_DJBC',
    name: 'Kantor Pelayanan Utama Bea dan Cukai Tipe A Tanjung Priok',
    shortName: 'KPU BC Tipe A Tanjung Priok',
    portCode: 'IDTPP',
  },
  {
    officeCode: 'ID_KPPBC_TPERAK',
    agencyCode: 'ID_DJBC',
    name: 'Kantor Pengawasan dan Pelayanan Bea dan Cukai Tipe Madya Pabean Tanjung Perak',
    shortName: 'KPPBC TMP Tanjung Perak',
    portCode: 'IDSUB',
  },
  {
    officeCode: 'ID_KPPBC_BELAWAN',
    agencyCode: 'ID_DJBC',
    name: 'Kantor Pengawasan dan Pelayanan Bea dan Cukai Tipe Madya Pabean Belawan',
    shortName: 'KPPBC TMP Belawan',
    portCode: 'IDBLW',
  },
  // Port clearance (issue 18): the harbour masters and the port health offices of Tanjung Priok and Tanjung Perak.
  {
    officeCode: 'ID_KSOP_TPRIOK',
    agencyCode: 'ID_KSOP',
    name: 'Kantor Kesyahbandaran Utama Tanjung Priok',
    shortName: 'KSU Tanjung Priok',
    portCode: 'IDTPP',
  },
  {
    officeCode: 'ID_BKK_TPRIOK',
    agencyCode: 'ID_BKK',
    name: 'Balai Besar Kekarantinaan Kesehatan Tanjung Priok',
    shortName: 'BBKK Tanjung Priok',
    portCode: 'IDTPP',
  },
  {
    officeCode: 'ID_KSOP_TPERAK',
    agencyCode: 'ID_KSOP',
    name: 'Kantor Kesyahbandaran Utama Tanjung Perak',
    shortName: 'KSU Tanjung Perak',
    portCode: 'IDSUB',
  },
  {
    officeCode: 'ID_BKK_SURABAYA',
    agencyCode: 'ID_BKK',
    name: 'Balai Besar Kekarantinaan Kesehatan Surabaya',
    shortName: 'BBKK Surabaya',
    portCode: 'IDSUB',
  },
  {
    officeCode: 'KH_GDCE_SHV_PORT',
    agencyCode: 'KH_GDCE',
    name: 'Sihanoukville Autonomous Port Customs and Excise Branch',
    shortName: 'Customs Branch PAS',
    portCode: 'KHKOS',
  },
];

export interface CertificateService {
  svcId: string;
  certType: string;
  officeCode: string;
  leadTimeHours: number;
}

/**
 * Which certificate type each office issues (master `certificateSvc`, issue 18): the harbour master the entry permit,
 * the security notices and port clearance; port health the free pratique, departure quarantine and sanitation
 * certificates. Ids `CS-<port>-<type>`.
 */
export const CERTIFICATE_SERVICES: readonly CertificateService[] = (
  [
    ['TPP', 'ID_KSOP_TPRIOK', 'ID_BKK_TPRIOK'],
    ['SUB', 'ID_KSOP_TPERAK', 'ID_BKK_SURABAYA'],
  ] as const
).flatMap(([port, harbourMaster, portHealth]) => [
  { svcId: `CS-${port}-EP`, certType: 'EP', officeCode: harbourMaster, leadTimeHours: 24 },
  { svcId: `CS-${port}-PAS`, certType: 'PAS', officeCode: harbourMaster, leadTimeHours: 24 },
  { svcId: `CS-${port}-DOS`, certType: 'DOS', officeCode: harbourMaster, leadTimeHours: 12 },
  { svcId: `CS-${port}-POC`, certType: 'POC', officeCode: harbourMaster, leadTimeHours: 6 },
  { svcId: `CS-${port}-FRQ`, certType: 'FRQ', officeCode: portHealth, leadTimeHours: 6 },
  { svcId: `CS-${port}-QUD`, certType: 'QUD', officeCode: portHealth, leadTimeHours: 6 },
  { svcId: `CS-${port}-SSCC`, certType: 'SSCC', officeCode: portHealth, leadTimeHours: 48 },
  { svcId: `CS-${port}-SSCEC`, certType: 'SSCEC', officeCode: portHealth, leadTimeHours: 48 },
]);
