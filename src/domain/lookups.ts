/**
 * Fixed vocabularies (lookups) of the Lintas portal — spec §3 (certificate types) and §9 (business
 * constants), plus the master lists the screens fetch for drop-downs (spec §5/§6).
 *
 * Source: the Lintas portal specification (§3, §9) for the code sets it fixes (chassis types, shipment,
 * load, trip, direction, charge basis, financing, payment method, billing frequency, certificate types);
 * ISO 6346:1995 (freight containers — coding, identification and marking), size-and-type codes, for
 * CONTAINER_TYPES; the IMDG Code (International Maritime Dangerous Goods Code) classes 1–9 for the
 * dangerous-goods entries of GOOD_TYPES; Indonesian regulatory document names (OSS-RBA business licensing,
 * customs BC documents, road-transport vehicle and driver documents) for ATTACHMENT_TYPES; the rest is
 * the Lintas business vocabulary.
 *
 * Every entry has a stable upper-case code and an English and a Bahasa Indonesia description.
 * The key is `value`, except PAYMENT_TYPES (`ptCode`), THRUSTER_TYPES (`ttCode`) and ARTICLE_CATEGORIES
 * (`arcCode`), which are keyed like their master-data resources.
 */

export interface Lookup {
  readonly value: string;
  readonly descEn: string;
  readonly descId: string;
}

// ---------------------------------------------------------------------------------------------------
// Vehicles and equipment
// ---------------------------------------------------------------------------------------------------

/**
 * Truck body lengths covered: 10, 14, 17, 20 and 25 ft (the spec's "10 ft to 25 ft"; no 24 ft class).
 * Each length has a base (open/flat) type and EV, box, tailgate, reefer, curtain-sider and hazmat variants;
 * plus PRIME_MOVER (tractor head for container chassis) and VAN.
 */
export const VEHICLE_LENGTHS_FT: readonly number[] = [10, 14, 17, 20, 25];

const VEHICLE_VARIANTS: readonly { suffix: string; en: (ft: number) => string; id: (ft: number) => string }[] = [
  { suffix: '', en: (ft) => `${ft} ft truck`, id: (ft) => `Truk ${ft} kaki` },
  { suffix: '_EV', en: (ft) => `${ft} ft electric truck (EV)`, id: (ft) => `Truk listrik ${ft} kaki (EV)` },
  { suffix: '_BOX', en: (ft) => `${ft} ft box truck`, id: (ft) => `Truk boks ${ft} kaki` },
  {
    suffix: '_TAILGATE',
    en: (ft) => `${ft} ft truck with tailgate lift`,
    id: (ft) => `Truk ${ft} kaki dengan tailgate (pintu angkat hidrolik)`,
  },
  {
    suffix: '_REEFER',
    en: (ft) => `${ft} ft refrigerated truck (reefer)`,
    id: (ft) => `Truk berpendingin ${ft} kaki (reefer)`,
  },
  {
    suffix: '_CURTAIN',
    en: (ft) => `${ft} ft curtain-sider truck`,
    id: (ft) => `Truk ${ft} kaki sisi terpal (curtain-sider)`,
  },
  {
    suffix: '_HAZMAT',
    en: (ft) => `${ft} ft dangerous goods truck (hazmat)`,
    id: (ft) => `Truk ${ft} kaki untuk barang berbahaya (B3)`,
  },
];

export const VEHICLE_TYPES: readonly Lookup[] = [
  ...VEHICLE_LENGTHS_FT.flatMap((ft) =>
    VEHICLE_VARIANTS.map((v) => ({ value: `VT${ft}FT${v.suffix}`, descEn: v.en(ft), descId: v.id(ft) })),
  ),
  {
    value: 'PRIME_MOVER',
    descEn: 'Prime mover (tractor head for container chassis)',
    descId: 'Prime mover (truk penarik sasis kontainer)',
  },
  { value: 'VAN', descEn: 'Van', descId: 'Mobil van (blind van)' },
];

export const CHASSIS_TYPES: readonly Lookup[] = [
  { value: '20FT', descEn: '20 ft container chassis', descId: 'Sasis kontainer 20 kaki' },
  {
    value: '40FT',
    descEn: '40 ft container chassis (also carries 40 ft high cube)',
    descId: 'Sasis kontainer 40 kaki (juga untuk 40 kaki high cube)',
  },
];

/** ISO 6346 size-and-type codes in common use (length/height code + type code). */
export const CONTAINER_TYPES: readonly Lookup[] = [
  {
    value: '22G0',
    descEn: "20' general purpose (dry), opening at one or both ends",
    descId: 'Kontainer 20 kaki serba guna (dry), pintu di satu atau kedua ujung',
  },
  {
    value: '22G1',
    descEn: "20' general purpose (dry), passive vents at upper part",
    descId: 'Kontainer 20 kaki serba guna (dry), ventilasi pasif di bagian atas',
  },
  {
    value: '25G1',
    descEn: "20' high cube (9'6\") general purpose (dry)",
    descId: 'Kontainer 20 kaki high cube (9\'6") serba guna (dry)',
  },
  {
    value: '42G1',
    descEn: "40' general purpose (dry)",
    descId: 'Kontainer 40 kaki serba guna (dry)',
  },
  {
    value: '45G1',
    descEn: "40' high cube (9'6\") general purpose (dry)",
    descId: 'Kontainer 40 kaki high cube (9\'6") serba guna (dry)',
  },
  {
    value: 'L5G1',
    descEn: "45' high cube (9'6\") general purpose (dry)",
    descId: 'Kontainer 45 kaki high cube (9\'6") serba guna (dry)',
  },
  {
    value: '22R1',
    descEn: "20' reefer (mechanically refrigerated and heated)",
    descId: 'Kontainer berpendingin (reefer) 20 kaki',
  },
  {
    value: '42R1',
    descEn: "40' reefer (mechanically refrigerated and heated)",
    descId: 'Kontainer berpendingin (reefer) 40 kaki',
  },
  {
    value: '45R1',
    descEn: "40' high cube reefer (mechanically refrigerated and heated)",
    descId: 'Kontainer berpendingin (reefer) 40 kaki high cube',
  },
  {
    value: '22U1',
    descEn: "20' open top (removable top members)",
    descId: 'Kontainer 20 kaki open top (atap terbuka)',
  },
  {
    value: '42U1',
    descEn: "40' open top (removable top members)",
    descId: 'Kontainer 40 kaki open top (atap terbuka)',
  },
  {
    value: '22P1',
    descEn: "20' flat rack with fixed ends",
    descId: 'Kontainer 20 kaki flat rack dengan dinding ujung tetap',
  },
  {
    value: '42P1',
    descEn: "40' flat rack with fixed ends",
    descId: 'Kontainer 40 kaki flat rack dengan dinding ujung tetap',
  },
  {
    value: '22P3',
    descEn: "20' flat rack with collapsible ends",
    descId: 'Kontainer 20 kaki flat rack dengan dinding ujung lipat',
  },
  {
    value: '45P3',
    descEn: "40' high cube flat rack with collapsible ends",
    descId: 'Kontainer 40 kaki high cube flat rack dengan dinding ujung lipat',
  },
  {
    value: '22T1',
    descEn: "20' tank container, non-dangerous liquids (test pressure 1.5 bar)",
    descId: 'Kontainer tangki 20 kaki, cairan tidak berbahaya (tekanan uji 1,5 bar)',
  },
  {
    value: '22T6',
    descEn: "20' tank container, dangerous liquids (test pressure 6 bar)",
    descId: 'Kontainer tangki 20 kaki, cairan berbahaya (tekanan uji 6 bar)',
  },
  {
    value: '22V0',
    descEn: "20' ventilated container (passive vents at lower and upper parts)",
    descId: 'Kontainer 20 kaki berventilasi (ventilasi pasif di bagian bawah dan atas)',
  },
];

// ---------------------------------------------------------------------------------------------------
// Cargo and places
// ---------------------------------------------------------------------------------------------------

export const GOOD_TYPES: readonly Lookup[] = [
  { value: 'GENERAL', descEn: 'General cargo', descId: 'Barang umum' },
  { value: 'DG_CLASS_1', descEn: 'Dangerous goods class 1 — explosives', descId: 'Barang berbahaya kelas 1 — bahan peledak' },
  { value: 'DG_CLASS_2', descEn: 'Dangerous goods class 2 — gases', descId: 'Barang berbahaya kelas 2 — gas' },
  {
    value: 'DG_CLASS_3',
    descEn: 'Dangerous goods class 3 — flammable liquids',
    descId: 'Barang berbahaya kelas 3 — cairan mudah menyala',
  },
  {
    value: 'DG_CLASS_4',
    descEn: 'Dangerous goods class 4 — flammable solids, spontaneously combustible, dangerous when wet',
    descId: 'Barang berbahaya kelas 4 — padatan mudah menyala, mudah terbakar dengan sendirinya, berbahaya bila basah',
  },
  {
    value: 'DG_CLASS_5',
    descEn: 'Dangerous goods class 5 — oxidizing substances and organic peroxides',
    descId: 'Barang berbahaya kelas 5 — bahan pengoksidasi dan peroksida organik',
  },
  {
    value: 'DG_CLASS_6',
    descEn: 'Dangerous goods class 6 — toxic and infectious substances',
    descId: 'Barang berbahaya kelas 6 — bahan beracun dan bahan infeksius',
  },
  {
    value: 'DG_CLASS_7',
    descEn: 'Dangerous goods class 7 — radioactive material',
    descId: 'Barang berbahaya kelas 7 — bahan radioaktif',
  },
  {
    value: 'DG_CLASS_8',
    descEn: 'Dangerous goods class 8 — corrosive substances',
    descId: 'Barang berbahaya kelas 8 — bahan korosif',
  },
  {
    value: 'DG_CLASS_9',
    descEn: 'Dangerous goods class 9 — miscellaneous dangerous substances (incl. lithium batteries)',
    descId: 'Barang berbahaya kelas 9 — bahan berbahaya lain-lain (termasuk baterai litium)',
  },
  { value: 'PERISHABLE_CHILLED', descEn: 'Perishable, chilled (reefer)', descId: 'Barang mudah rusak, dingin (reefer)' },
  { value: 'PERISHABLE_FROZEN', descEn: 'Perishable, frozen (reefer)', descId: 'Barang mudah rusak, beku (reefer)' },
  { value: 'BULK_LIQUID', descEn: 'Bulk liquid (tank, flexitank)', descId: 'Curah cair (tangki, flexitank)' },
  { value: 'BULK_DRY', descEn: 'Dry bulk', descId: 'Curah kering' },
  {
    value: 'OUT_OF_GAUGE',
    descEn: 'Out-of-gauge / oversize cargo',
    descId: 'Muatan melebihi dimensi (out-of-gauge)',
  },
  { value: 'HEAVY_LIFT', descEn: 'Heavy lift / heavy equipment', descId: 'Muatan berat / alat berat' },
  { value: 'HIGH_VALUE', descEn: 'High-value cargo', descId: 'Barang bernilai tinggi' },
  { value: 'FRAGILE', descEn: 'Fragile cargo', descId: 'Barang mudah pecah' },
  { value: 'LIVE_ANIMALS', descEn: 'Live animals', descId: 'Hewan hidup' },
  { value: 'VEHICLES', descEn: 'Vehicles and machinery on wheels', descId: 'Kendaraan dan mesin beroda' },
];

export const CONTAINER_LOADS: readonly Lookup[] = [
  { value: 'FCL', descEn: 'Full container load', descId: 'Muatan kontainer penuh (FCL)' },
  { value: 'LCL', descEn: 'Less than container load', descId: 'Muatan kontainer tidak penuh / gabungan (LCL)' },
  { value: 'EMPTY', descEn: 'Empty container', descId: 'Kontainer kosong' },
];

export const LOCATION_TYPES: readonly Lookup[] = [
  { value: 'PORT_TERMINAL', descEn: 'Port terminal', descId: 'Terminal pelabuhan' },
  { value: 'CONTAINER_DEPOT', descEn: 'Container depot (empty depot)', descId: 'Depo kontainer' },
  {
    value: 'TEMPORARY_STORAGE',
    descEn: 'Temporary storage area (customs, TPS)',
    descId: 'Tempat Penimbunan Sementara (TPS)',
  },
  { value: 'CFS', descEn: 'Container freight station (CFS)', descId: 'Container freight station (CFS)' },
  { value: 'WAREHOUSE', descEn: 'Warehouse', descId: 'Gudang' },
  { value: 'FACTORY', descEn: 'Factory', descId: 'Pabrik' },
  { value: 'DISTRIBUTION_CENTRE', descEn: 'Distribution centre', descId: 'Pusat distribusi' },
  { value: 'BONDED_ZONE', descEn: 'Bonded zone (Kawasan Berikat)', descId: 'Kawasan Berikat' },
  { value: 'CUSTOMER_SITE', descEn: 'Customer site', descId: 'Lokasi pelanggan' },
  { value: 'PARKING_POOL', descEn: 'Truck parking / pool', descId: 'Parkir / pool truk' },
];

// ---------------------------------------------------------------------------------------------------
// Jobs and trips (spec §9)
// ---------------------------------------------------------------------------------------------------

export const SHIPMENT_TYPES: readonly Lookup[] = [
  { value: 'IMPORT', descEn: 'Import', descId: 'Impor' },
  { value: 'EXPORT', descEn: 'Export', descId: 'Ekspor' },
  { value: 'DOMESTIC', descEn: 'Domestic (inter-island)', descId: 'Domestik (antarpulau)' },
  { value: 'LOCAL', descEn: 'Local (inland delivery)', descId: 'Lokal (pengiriman darat)' },
];

export const LOAD_TYPES: readonly Lookup[] = [
  { value: 'FTL', descEn: 'Full truck load', descId: 'Muatan truk penuh (FTL)' },
  { value: 'LTL', descEn: 'Less than truck load', descId: 'Muatan truk tidak penuh (LTL)' },
];

export const TRIP_TYPES: readonly Lookup[] = [
  { value: 'S', descEn: 'Single trip', descId: 'Perjalanan tunggal' },
  { value: 'M', descEn: 'Multi-drop trip', descId: 'Perjalanan multi-drop (banyak titik bongkar)' },
  { value: 'C', descEn: 'Child trip of a multi-drop trip', descId: 'Perjalanan turunan dari multi-drop' },
];

export const TRUCKING_DIRECTIONS: readonly Lookup[] = [
  { value: 'IN', descEn: 'Trucking in (inward)', descId: 'Trucking masuk (inward)' },
  { value: 'OUT', descEn: 'Trucking out (outward)', descId: 'Trucking keluar (outward)' },
];

export const CHARGE_BASIS: readonly Lookup[] = [
  { value: 'DO', descEn: 'Per delivery order (DO)', descId: 'Per delivery order (DO)' },
  { value: 'BL', descEn: 'Per bill of lading (BL)', descId: 'Per bill of lading (BL)' },
];

export const FINANCING_TYPES: readonly Lookup[] = [
  {
    value: 'CO_OPM',
    descEn: 'Cargo owner OPM (financed for the cargo owner)',
    descId: 'OPM pemilik barang (pembiayaan untuk pemilik barang)',
  },
  {
    value: 'TO_OPM',
    descEn: 'Trucking operator OPM (financed for the trucking operator)',
    descId: 'OPM operator truk (pembiayaan untuk operator truk)',
  },
  { value: 'OPM', descEn: "Other people's money", descId: 'Dana pihak lain (other people money)' },
  { value: 'NON_FINANCING', descEn: 'Non-financing', descId: 'Tanpa pembiayaan' },
  { value: 'BSF', descEn: 'Balance sheet financing', descId: 'Pembiayaan neraca (balance sheet financing)' },
];

export const PAYMENT_METHODS: readonly Lookup[] = [
  { value: 'CLICPAY', descEn: 'ClicPay', descId: 'ClicPay' },
  { value: 'CREDIT', descEn: 'Credit (pay on terms)', descId: 'Kredit (bayar sesuai termin)' },
];

export const BILLING_FREQUENCIES: readonly Lookup[] = [
  { value: 'IMMEDIATE', descEn: 'Immediate', descId: 'Segera' },
  { value: 'WEEKLY', descEn: 'Weekly', descId: 'Mingguan' },
  { value: 'MONTHLY', descEn: 'Monthly', descId: 'Bulanan' },
];

export const TRIP_ATTACHMENT_TYPES: readonly Lookup[] = [
  { value: 'POD', descEn: 'Proof of delivery (POD)', descId: 'Bukti serah terima barang (POD)' },
  { value: 'DELIVERY_ORDER', descEn: 'Delivery order (DO)', descId: 'Delivery order (DO)' },
  { value: 'DELIVERY_NOTE', descEn: 'Delivery note (surat jalan)', descId: 'Surat jalan' },
  {
    value: 'EIR',
    descEn: 'Equipment interchange receipt (EIR)',
    descId: 'Equipment interchange receipt (EIR) / bukti serah terima kontainer',
  },
  { value: 'GATE_PASS', descEn: 'Terminal gate pass', descId: 'Kartu / tiket keluar-masuk terminal (gate pass)' },
  { value: 'PHOTO', descEn: 'Photo', descId: 'Foto' },
  { value: 'CONTAINER_PHOTO', descEn: 'Container photo (number and condition)', descId: 'Foto kontainer (nomor dan kondisi)' },
  { value: 'SEAL_PHOTO', descEn: 'Seal photo', descId: 'Foto segel' },
  { value: 'WEIGHBRIDGE_TICKET', descEn: 'Weighbridge ticket', descId: 'Tiket jembatan timbang' },
  {
    value: 'RECEIPT',
    descEn: 'Expense receipt (toll, parking, port charges)',
    descId: 'Kuitansi biaya (tol, parkir, biaya pelabuhan)',
  },
  { value: 'DAMAGE_REPORT', descEn: 'Damage report', descId: 'Laporan kerusakan' },
  { value: 'OTHER', descEn: 'Other trip document', descId: 'Dokumen perjalanan lainnya' },
];

export const REIMBURSEMENT_TYPES: readonly Lookup[] = [
  { value: 'TOLL', descEn: 'Toll', descId: 'Biaya tol' },
  { value: 'PARKING', descEn: 'Parking', descId: 'Biaya parkir' },
  { value: 'LOLO', descEn: 'Lift-on / lift-off', descId: 'Biaya lift-on / lift-off (LOLO)' },
  { value: 'PORT_CHARGES', descEn: 'Port and terminal charges', descId: 'Biaya pelabuhan dan terminal' },
  { value: 'STORAGE', descEn: 'Storage', descId: 'Biaya penumpukan' },
  { value: 'DEMURRAGE', descEn: 'Container demurrage / detention', descId: 'Biaya demurrage / detention kontainer' },
  { value: 'OVERNIGHT', descEn: 'Overnight stay', descId: 'Biaya inap' },
  { value: 'STANDBY', descEn: 'Standby / waiting time', descId: 'Biaya tunggu (standby)' },
  { value: 'ESCORT', descEn: 'Escort', descId: 'Biaya pengawalan' },
  { value: 'WASHING', descEn: 'Container or truck washing', descId: 'Biaya pencucian kontainer atau truk' },
  { value: 'WEIGHING', descEn: 'Weighbridge', descId: 'Biaya penimbangan' },
  { value: 'LABOUR', descEn: 'Loading / unloading labour', descId: 'Biaya buruh bongkar muat' },
  { value: 'LEVY', descEn: 'Local levies', descId: 'Retribusi daerah' },
  { value: 'OTHER', descEn: 'Other reimbursable expense', descId: 'Biaya penggantian lainnya' },
];

// ---------------------------------------------------------------------------------------------------
// Ships
// ---------------------------------------------------------------------------------------------------

export const SHIP_TYPES: readonly Lookup[] = [
  { value: 'CONTAINER', descEn: 'Container ship', descId: 'Kapal peti kemas' },
  { value: 'GENERAL_CARGO', descEn: 'General cargo ship', descId: 'Kapal kargo umum' },
  { value: 'BULK_CARRIER', descEn: 'Bulk carrier', descId: 'Kapal curah' },
  { value: 'OIL_TANKER', descEn: 'Oil tanker', descId: 'Kapal tanker minyak' },
  { value: 'CHEMICAL_TANKER', descEn: 'Chemical tanker', descId: 'Kapal tanker bahan kimia' },
  { value: 'GAS_CARRIER', descEn: 'Gas carrier (LPG / LNG)', descId: 'Kapal pengangkut gas (LPG / LNG)' },
  { value: 'RO_RO', descEn: 'Ro-ro cargo ship', descId: 'Kapal ro-ro' },
  { value: 'REEFER', descEn: 'Refrigerated cargo ship', descId: 'Kapal berpendingin' },
  { value: 'PASSENGER', descEn: 'Passenger ship', descId: 'Kapal penumpang' },
  { value: 'FERRY', descEn: 'Ro-ro passenger ferry', descId: 'Kapal feri ro-ro penumpang' },
  { value: 'TUG', descEn: 'Tug', descId: 'Kapal tunda' },
  { value: 'BARGE', descEn: 'Barge', descId: 'Tongkang' },
  { value: 'LANDING_CRAFT', descEn: 'Landing craft tank (LCT)', descId: 'Landing craft tank (LCT)' },
  { value: 'OFFSHORE_SUPPLY', descEn: 'Offshore supply vessel', descId: 'Kapal pasok lepas pantai' },
  { value: 'FISHING', descEn: 'Fishing vessel', descId: 'Kapal penangkap ikan' },
  { value: 'OTHER', descEn: 'Other vessel', descId: 'Kapal lainnya' },
];

export interface ThrusterType {
  readonly ttCode: string;
  readonly descEn: string;
  readonly descId: string;
}

export const THRUSTER_TYPES: readonly ThrusterType[] = [
  { ttCode: 'NONE', descEn: 'No thruster', descId: 'Tanpa pendorong samping' },
  { ttCode: 'BOW', descEn: 'Bow thruster', descId: 'Pendorong haluan (bow thruster)' },
  { ttCode: 'STERN', descEn: 'Stern thruster', descId: 'Pendorong buritan (stern thruster)' },
  { ttCode: 'BOW_STERN', descEn: 'Bow and stern thrusters', descId: 'Pendorong haluan dan buritan' },
  { ttCode: 'AZIMUTH', descEn: 'Azimuth thruster', descId: 'Pendorong azimut (azimuth thruster)' },
];

// ---------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------

export type AttachmentScope = 'COMPANY' | 'PERSON' | 'VEHICLE' | 'DRIVER' | 'SHIPMENT' | 'CUSTOMS';

export interface AttachmentType extends Lookup {
  /** Country whose regulations define the document; null when it is not country-specific. */
  readonly ctryCode: 'ID' | 'KH' | null;
  /** What the document belongs to. */
  readonly scope: AttachmentScope;
}

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  // Company registration (Indonesia)
  {
    value: 'NIB',
    ctryCode: 'ID',
    descEn: 'Business identification number (NIB)',
    descId: 'Nomor Induk Berusaha (NIB)',
    scope: 'COMPANY',
  },
  {
    value: 'NPWP',
    ctryCode: 'ID',
    descEn: 'Taxpayer identification number certificate (NPWP)',
    descId: 'Kartu / surat keterangan NPWP',
    scope: 'COMPANY',
  },
  {
    value: 'AKTA_PENDIRIAN',
    ctryCode: 'ID',
    descEn: 'Deed of establishment',
    descId: 'Akta pendirian perusahaan',
    scope: 'COMPANY',
  },
  {
    value: 'AKTA_PERUBAHAN',
    ctryCode: 'ID',
    descEn: 'Latest deed of amendment',
    descId: 'Akta perubahan terakhir',
    scope: 'COMPANY',
  },
  {
    value: 'SK_KEMENKUMHAM',
    ctryCode: 'ID',
    descEn: 'Ministry of Law legalisation decree of the company deed',
    descId: 'Surat Keputusan pengesahan badan hukum (SK Kemenkumham)',
    scope: 'COMPANY',
  },
  {
    value: 'BUSINESS_LICENCE',
    ctryCode: 'ID',
    descEn: 'Business licence (SIUP / OSS business permit)',
    descId: 'Izin usaha (SIUP / perizinan berusaha OSS)',
    scope: 'COMPANY',
  },
  {
    value: 'DOMICILE_LETTER',
    ctryCode: 'ID',
    descEn: 'Company domicile letter',
    descId: 'Surat keterangan domisili perusahaan',
    scope: 'COMPANY',
  },
  {
    value: 'BANK_STATEMENT',
    ctryCode: null,
    descEn: 'Bank account statement / proof of account',
    descId: 'Rekening koran / bukti rekening bank',
    scope: 'COMPANY',
  },
  // Company registration (Cambodia)
  {
    value: 'KH_INCORPORATION',
    ctryCode: 'KH',
    descEn: 'Certificate of incorporation (Ministry of Commerce, Cambodia)',
    descId: 'Sertifikat pendirian perusahaan (Kementerian Perdagangan Kamboja)',
    scope: 'COMPANY',
  },
  {
    value: 'KH_TAX_REGISTRATION',
    ctryCode: 'KH',
    descEn: 'Tax registration (VAT) certificate (General Department of Taxation, Cambodia)',
    descId: 'Sertifikat pendaftaran pajak / PPN (Direktorat Jenderal Pajak Kamboja)',
    scope: 'COMPANY',
  },
  // People
  {
    value: 'KTP_DIRECTOR',
    ctryCode: 'ID',
    descEn: 'Director identity card (KTP)',
    descId: 'Kartu Tanda Penduduk (KTP) direktur',
    scope: 'PERSON',
  },
  {
    value: 'PASSPORT_DIRECTOR',
    ctryCode: null,
    descEn: 'Director passport (foreign director)',
    descId: 'Paspor direktur (direktur asing)',
    scope: 'PERSON',
  },
  // Vehicles and drivers
  {
    value: 'STNK',
    ctryCode: 'ID',
    descEn: 'Vehicle registration certificate (STNK)',
    descId: 'Surat Tanda Nomor Kendaraan (STNK)',
    scope: 'VEHICLE',
  },
  {
    value: 'KIR',
    ctryCode: 'ID',
    descEn: 'Periodic vehicle roadworthiness inspection (KIR)',
    descId: 'Buku / kartu uji berkala kendaraan (KIR)',
    scope: 'VEHICLE',
  },
  { value: 'SIM', ctryCode: 'ID', descEn: 'Driving licence (SIM)', descId: 'Surat Izin Mengemudi (SIM)', scope: 'DRIVER' },
  {
    value: 'KTP_DRIVER',
    ctryCode: 'ID',
    descEn: 'Driver identity card (KTP)',
    descId: 'Kartu Tanda Penduduk (KTP) pengemudi',
    scope: 'DRIVER',
  },
  // Shipment documents
  { value: 'DELIVERY_ORDER', ctryCode: null, descEn: 'Delivery order (DO)', descId: 'Delivery order (DO)', scope: 'SHIPMENT' },
  {
    value: 'BILL_OF_LADING',
    ctryCode: null,
    descEn: 'Bill of lading (B/L)',
    descId: 'Konosemen (bill of lading)',
    scope: 'SHIPMENT',
  },
  {
    value: 'COMMERCIAL_INVOICE',
    ctryCode: null,
    descEn: 'Commercial invoice',
    descId: 'Faktur komersial (commercial invoice)',
    scope: 'SHIPMENT',
  },
  { value: 'PACKING_LIST', ctryCode: null, descEn: 'Packing list', descId: 'Daftar kemasan (packing list)', scope: 'SHIPMENT' },
  // Customs documents (Indonesia)
  {
    value: 'PIB',
    ctryCode: 'ID',
    descEn: 'Import declaration (PIB, BC 2.0)',
    descId: 'Pemberitahuan Impor Barang (PIB, BC 2.0)',
    scope: 'CUSTOMS',
  },
  {
    value: 'PEB',
    ctryCode: 'ID',
    descEn: 'Export declaration (PEB, BC 3.0)',
    descId: 'Pemberitahuan Ekspor Barang (PEB, BC 3.0)',
    scope: 'CUSTOMS',
  },
  {
    value: 'SPPB',
    ctryCode: 'ID',
    descEn: 'Customs release approval for imports (SPPB)',
    descId: 'Surat Persetujuan Pengeluaran Barang (SPPB)',
    scope: 'CUSTOMS',
  },
  { value: 'NPE', ctryCode: 'ID', descEn: 'Export approval note (NPE)', descId: 'Nota Pelayanan Ekspor (NPE)', scope: 'CUSTOMS' },
];

/** Account types that registration documents are associated with (src/domain/accounts.ts codes). */
export type DocAccountType = 'ACC_TYPE_CO' | 'ACC_TYPE_FF_CO' | 'ACC_TYPE_FF' | 'ACC_TYPE_TO' | 'ACC_TYPE_SL' | 'ACC_TYPE_SP';

export interface DocAssociate extends Lookup {
  /** `${attType}:${atypId}` */
  readonly value: string;
  /** ATTACHMENT_TYPES.value */
  readonly attType: string;
  /** Account type code. */
  readonly atypId: DocAccountType;
  /**
   * Whether the document is mandatory at registration — for accounts registered in `ctryCode` when the
   * document is country-specific, for every account otherwise.
   */
  readonly mandatory: boolean;
  /** Copied from the attachment type: the country the document (and so the mandatory flag) applies to. */
  readonly ctryCode: 'ID' | 'KH' | null;
}

const ACCOUNT_TYPE_LABELS: Readonly<Record<DocAccountType, { en: string; id: string }>> = {
  ACC_TYPE_CO: { en: 'cargo owner', id: 'pemilik barang' },
  ACC_TYPE_FF_CO: { en: 'cargo owner (forwarder customer)', id: 'pemilik barang (pelanggan forwarder)' },
  ACC_TYPE_FF: { en: 'freight forwarder', id: 'freight forwarder' },
  ACC_TYPE_TO: { en: 'truck operator', id: 'operator truk' },
  ACC_TYPE_SL: { en: 'shipping line', id: 'perusahaan pelayaran' },
  ACC_TYPE_SP: { en: 'service provider', id: 'penyedia jasa' },
};

/** M = mandatory, O = optional; a missing account type means the document is not asked for. */
const DOC_MATRIX: Readonly<Record<string, Partial<Record<DocAccountType, 'M' | 'O'>>>> = {
  NIB: { ACC_TYPE_CO: 'M', ACC_TYPE_FF_CO: 'O', ACC_TYPE_FF: 'M', ACC_TYPE_TO: 'M', ACC_TYPE_SL: 'M', ACC_TYPE_SP: 'M' },
  NPWP: { ACC_TYPE_CO: 'M', ACC_TYPE_FF_CO: 'M', ACC_TYPE_FF: 'M', ACC_TYPE_TO: 'M', ACC_TYPE_SL: 'M', ACC_TYPE_SP: 'M' },
  AKTA_PENDIRIAN: {
    ACC_TYPE_CO: 'M',
    ACC_TYPE_FF_CO: 'O',
    ACC_TYPE_FF: 'M',
    ACC_TYPE_TO: 'M',
    ACC_TYPE_SL: 'M',
    ACC_TYPE_SP: 'M',
  },
  AKTA_PERUBAHAN: { ACC_TYPE_CO: 'O', ACC_TYPE_FF: 'O', ACC_TYPE_TO: 'O', ACC_TYPE_SL: 'O', ACC_TYPE_SP: 'O' },
  SK_KEMENKUMHAM: { ACC_TYPE_CO: 'O', ACC_TYPE_FF: 'O', ACC_TYPE_TO: 'O', ACC_TYPE_SL: 'O', ACC_TYPE_SP: 'O' },
  BUSINESS_LICENCE: { ACC_TYPE_CO: 'O', ACC_TYPE_FF: 'M', ACC_TYPE_TO: 'M', ACC_TYPE_SL: 'M', ACC_TYPE_SP: 'O' },
  DOMICILE_LETTER: {
    ACC_TYPE_CO: 'O',
    ACC_TYPE_FF_CO: 'O',
    ACC_TYPE_FF: 'O',
    ACC_TYPE_TO: 'O',
    ACC_TYPE_SL: 'O',
    ACC_TYPE_SP: 'O',
  },
  BANK_STATEMENT: {
    ACC_TYPE_CO: 'O',
    ACC_TYPE_FF_CO: 'O',
    ACC_TYPE_FF: 'M',
    ACC_TYPE_TO: 'M',
    ACC_TYPE_SL: 'M',
    ACC_TYPE_SP: 'M',
  },
  KH_INCORPORATION: {
    ACC_TYPE_CO: 'M',
    ACC_TYPE_FF_CO: 'O',
    ACC_TYPE_FF: 'M',
    ACC_TYPE_TO: 'M',
    ACC_TYPE_SL: 'M',
    ACC_TYPE_SP: 'M',
  },
  KH_TAX_REGISTRATION: {
    ACC_TYPE_CO: 'M',
    ACC_TYPE_FF_CO: 'M',
    ACC_TYPE_FF: 'M',
    ACC_TYPE_TO: 'M',
    ACC_TYPE_SL: 'M',
    ACC_TYPE_SP: 'M',
  },
  KTP_DIRECTOR: { ACC_TYPE_CO: 'M', ACC_TYPE_FF_CO: 'O', ACC_TYPE_FF: 'M', ACC_TYPE_TO: 'M', ACC_TYPE_SL: 'M', ACC_TYPE_SP: 'M' },
  PASSPORT_DIRECTOR: { ACC_TYPE_CO: 'O', ACC_TYPE_FF: 'O', ACC_TYPE_TO: 'O', ACC_TYPE_SL: 'O', ACC_TYPE_SP: 'O' },
};

/**
 * Which registration document is asked for which account type. A country-specific document (ctryCode 'ID'
 * or 'KH') is only asked of accounts registered in that country; its `mandatory` flag applies to them.
 */
export const DOC_ASSOCIATES: readonly DocAssociate[] = Object.entries(DOC_MATRIX).flatMap(([attType, byType]) => {
  const att = ATTACHMENT_TYPES.find((a) => a.value === attType);
  if (!att) throw new Error(`DOC_MATRIX references unknown attachment type ${attType}`);
  return (Object.entries(byType) as [DocAccountType, 'M' | 'O'][]).map(([atypId, flag]) => ({
    value: `${attType}:${atypId}`,
    attType,
    atypId,
    mandatory: flag === 'M',
    ctryCode: att.ctryCode,
    descEn: `${att.descEn} — ${ACCOUNT_TYPE_LABELS[atypId].en}${flag === 'M' ? ' (mandatory)' : ' (optional)'}`,
    descId: `${att.descId} — ${ACCOUNT_TYPE_LABELS[atypId].id}${flag === 'M' ? ' (wajib)' : ' (opsional)'}`,
  }));
});

// ---------------------------------------------------------------------------------------------------
// Payments, content, contracts, notifications
// ---------------------------------------------------------------------------------------------------

export interface PaymentType {
  readonly ptCode: string;
  readonly descEn: string;
  readonly descId: string;
}

export const PAYMENT_TYPES: readonly PaymentType[] = [
  { ptCode: 'VA', descEn: 'Bank virtual account', descId: 'Virtual account bank' },
  { ptCode: 'BANK_TRANSFER', descEn: 'Bank transfer', descId: 'Transfer bank' },
  { ptCode: 'QRIS', descEn: 'QRIS (Indonesian standard QR code)', descId: 'QRIS (Quick Response Code Indonesian Standard)' },
  { ptCode: 'KHQR', descEn: 'KHQR (Cambodian Bakong QR code)', descId: 'KHQR (kode QR Bakong Kamboja)' },
  { ptCode: 'CREDIT_CARD', descEn: 'Credit card', descId: 'Kartu kredit' },
  { ptCode: 'EWALLET', descEn: 'E-wallet', descId: 'Dompet elektronik (e-wallet)' },
  { ptCode: 'GIRO', descEn: 'Giro / cheque', descId: 'Bilyet giro / cek' },
  { ptCode: 'CASH', descEn: 'Cash', descId: 'Tunai' },
];

export interface ArticleCategory {
  readonly arcCode: string;
  readonly descEn: string;
  readonly descId: string;
}

export const ARTICLE_CATEGORIES: readonly ArticleCategory[] = [
  { arcCode: 'FAQ', descEn: 'Frequently asked questions', descId: 'Pertanyaan yang sering diajukan' },
  { arcCode: 'NEWS', descEn: 'News', descId: 'Berita' },
  { arcCode: 'GUIDE', descEn: 'User guide', descId: 'Panduan pengguna' },
  { arcCode: 'REGULATION', descEn: 'Regulation', descId: 'Peraturan' },
  { arcCode: 'ANNOUNCEMENT', descEn: 'Announcement', descId: 'Pengumuman' },
  { arcCode: 'TARIFF', descEn: 'Tariff and rate update', descId: 'Pembaruan tarif' },
  { arcCode: 'MAINTENANCE', descEn: 'System maintenance notice', descId: 'Pemberitahuan pemeliharaan sistem' },
];

export const CONTRACT_TYPES: readonly Lookup[] = [
  {
    value: 'SPOT',
    descEn: 'Spot job (per job, no standing contract)',
    descId: 'Pekerjaan spot (per pekerjaan, tanpa kontrak tetap)',
  },
  {
    value: 'RATE_AGREEMENT',
    descEn: 'Rate agreement (agreed lane rates)',
    descId: 'Perjanjian tarif (tarif rute yang disepakati)',
  },
  { value: 'DEDICATED_FLEET', descEn: 'Dedicated fleet', descId: 'Armada khusus (dedicated fleet)' },
  { value: 'TRUCK_LEASING', descEn: 'Truck leasing', descId: 'Sewa guna usaha truk' },
  { value: 'FINANCING', descEn: 'Financing agreement', descId: 'Perjanjian pembiayaan' },
  { value: 'PLATFORM_SERVICE', descEn: 'Platform service agreement', descId: 'Perjanjian layanan platform' },
];

// ---------------------------------------------------------------------------------------------------
// Ship certificates (spec §3)
// ---------------------------------------------------------------------------------------------------

export interface CertificateType extends Lookup {
  /** AGENCIES.agencyCode of the issuing agency in each country. */
  readonly issuingAgencyCodes: Readonly<Record<'ID' | 'KH', string>>;
}

export const CERTIFICATE_TYPES: readonly CertificateType[] = [
  {
    value: 'EP',
    descEn: 'Entry Permit',
    descId: 'Izin Masuk Kapal (Entry Permit)',
    issuingAgencyCodes: { ID: 'ID_KSOP', KH: 'KH_MMD' },
  },
  {
    value: 'DOS',
    descEn: 'Declaration of Security',
    descId: 'Deklarasi Keamanan (Declaration of Security)',
    issuingAgencyCodes: { ID: 'ID_KSOP', KH: 'KH_MMD' },
  },
  {
    value: 'PAS',
    descEn: 'Ship Pre-Arrival Security Information Notice',
    descId: 'Pemberitahuan Informasi Keamanan Kapal Sebelum Kedatangan',
    issuingAgencyCodes: { ID: 'ID_KSOP', KH: 'KH_MMD' },
  },
  {
    value: 'QUD',
    descEn: 'Quarantine for Departure',
    descId: 'Persetujuan Karantina Kesehatan untuk Keberangkatan Kapal',
    issuingAgencyCodes: { ID: 'ID_BKK', KH: 'KH_PORT_HEALTH' },
  },
  {
    value: 'FRQ',
    descEn: 'Free Pratique',
    descId: 'Surat Izin Karantina Kesehatan (Free Pratique)',
    issuingAgencyCodes: { ID: 'ID_BKK', KH: 'KH_PORT_HEALTH' },
  },
  {
    value: 'POC',
    descEn: 'Port Clearance',
    descId: 'Surat Persetujuan Berlayar (Port Clearance)',
    issuingAgencyCodes: { ID: 'ID_KSOP', KH: 'KH_MMD' },
  },
  {
    value: 'SSCC',
    descEn: 'Ship Sanitation Control Certificate',
    descId: 'Sertifikat Pengawasan Sanitasi Kapal (SSCC)',
    issuingAgencyCodes: { ID: 'ID_BKK', KH: 'KH_PORT_HEALTH' },
  },
  {
    value: 'SSCEC',
    descEn: 'Ship Sanitation Control Exemption Certificate',
    descId: 'Sertifikat Pembebasan Pengawasan Sanitasi Kapal (SSCEC)',
    issuingAgencyCodes: { ID: 'ID_BKK', KH: 'KH_PORT_HEALTH' },
  },
];

/**
 * The fixed vocabularies served as `[{value, desc}]` at `GET /api/v1/lintas/trucking/lookups/{name}` (spec §7 lookups),
 * also under their product-prefixed master names at `GET /api/v1/lintas/master/{entity}`.
 */
export const FIXED_LOOKUPS: Record<string, { master: string; items: readonly Lookup[] }> = {
  'veh-type': { master: 'ckMstVehType', items: VEHICLE_TYPES },
  'chassis-type': { master: 'ckMstChassisType', items: CHASSIS_TYPES },
  'container-type': { master: 'ckMstContainerType', items: CONTAINER_TYPES },
  'good-type': { master: 'ckMstGoodType', items: GOOD_TYPES },
  'container-load': { master: 'ckMstContainerLoad', items: CONTAINER_LOADS },
  'location-type': { master: 'ckMstLocationType', items: LOCATION_TYPES },
  'shipment-type': { master: 'ckMstShipmentType', items: SHIPMENT_TYPES },
  'load-type': { master: 'ckMstLoadType', items: LOAD_TYPES },
  'trip-type': { master: 'ckMstTripType', items: TRIP_TYPES },
  'trucking-direction': { master: 'ckMstTruckingDirection', items: TRUCKING_DIRECTIONS },
  'charge-basis': { master: 'ckMstChargeBasis', items: CHARGE_BASIS },
  'financing-type': { master: 'ckMstFinancingType', items: FINANCING_TYPES },
  'payment-method': { master: 'ckMstPaymentMethod', items: PAYMENT_METHODS },
  'billing-frequency': { master: 'ckMstBillingFrequency', items: BILLING_FREQUENCIES },
  tripAttType: { master: 'ckMstTripAttType', items: TRIP_ATTACHMENT_TYPES },
  'reimburse-type': { master: 'ckMstReimbursementType', items: REIMBURSEMENT_TYPES },
  'ship-type': { master: 'ckMstShipType', items: SHIP_TYPES },
  'contract-type': { master: 'ckMstContractType', items: CONTRACT_TYPES },
};

export const lookupValues = (name: keyof typeof FIXED_LOOKUPS | string): string[] =>
  (FIXED_LOOKUPS[name]?.items ?? []).map((i) => i.value);
