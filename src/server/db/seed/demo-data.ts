import type { AccountStatus, AccountType } from '../../../domain/accounts';
import type { RoleCode } from '../../../domain/roles';

/** The password of every demo user (issue: foundation). Demo data is refused in production. */
export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoAccount {
  accnId: string;
  accnName: string;
  atypId: AccountType;
  accnStatus: AccountStatus;
  npwp: string;
  tel: string;
  email: string;
  fax?: string;
  addr: [string, string?, string?];
  prov: string;
  city: string;
  pcode: string;
  /**
   * A company still in registration (status R: approved, its administrator not activated yet) came from a
   * registration: the administrator it named, and the services it chose. The seed writes that registration.
   */
  registration?: { usrName: string; usrTitle: string; nid: string; email: string; tel: string; services: string[] };
}

export interface DemoUser {
  usrId: string;
  accnId: string;
  usrName: string;
  usrTitle: string;
  nid: string;
  email: string;
  tel: string;
  roles: RoleCode[];
  what: string;
  /** ADMIN: the password was set by an administrator, so it must be changed at first sign-in. */
  passwordSetBy?: 'USER' | 'ADMIN';
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    accnId: 'LINTAS',
    accnName: 'PT Lintas Digital Nusantara',
    atypId: 'SP_OP_ADMIN',
    accnStatus: 'A',
    npwp: '0316548972015000',
    tel: '+62 21 5795 1200',
    email: 'ops@lintas.co.id',
    fax: '+62 21 5795 1201',
    addr: ['Menara Astra Lt. 21', 'Jl. Jend. Sudirman Kav. 5-6', 'Karet Tengsin'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Pusat',
    pcode: '10220',
  },
  {
    accnId: 'GLI',
    accnName: 'PT Global Logistik Indonesia',
    atypId: 'ACC_TYPE_GLI',
    accnStatus: 'A',
    npwp: '0021907634073000',
    tel: '+62 21 2902 8800',
    email: 'finance@gli.co.id',
    addr: ['Gedung Graha Pelni Lt. 8', 'Jl. Gajah Mada No. 14'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Pusat',
    pcode: '10130',
  },
  {
    accnId: 'CO0001',
    accnName: 'PT Sumber Makmur Abadi',
    atypId: 'ACC_TYPE_CO',
    accnStatus: 'A',
    npwp: '0017286345046000',
    tel: '+62 21 6583 4410',
    email: 'logistik@sumbermakmur.co.id',
    fax: '+62 21 6583 4411',
    addr: ['Jl. Gaya Motor Raya No. 8', 'Sunter II'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Utara',
    pcode: '14330',
  },
  {
    accnId: 'FF0001',
    accnName: 'PT Cepat Kirim Logistik',
    atypId: 'ACC_TYPE_FF',
    accnStatus: 'A',
    npwp: '0024518763042000',
    tel: '+62 21 4393 7720',
    email: 'cs@cepatkirim.co.id',
    addr: ['Jl. Yos Sudarso Kav. 85', 'Sunter Jaya'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Utara',
    pcode: '14350',
  },
  {
    accnId: 'TO0001',
    accnName: 'PT Truk Nusantara',
    atypId: 'ACC_TYPE_TO',
    accnStatus: 'A',
    npwp: '0019835467045000',
    tel: '+62 21 4482 9930',
    email: 'dispatch@truknusantara.co.id',
    addr: ['Jl. Cakung Cilincing Raya KM 3', 'Semper Timur'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Utara',
    pcode: '14130',
  },
  {
    accnId: 'TO0002',
    accnName: 'PT Angkutan Jaya',
    atypId: 'ACC_TYPE_TO',
    accnStatus: 'A',
    npwp: '0027364518614000',
    tel: '+62 31 329 4455',
    email: 'operasional@angkutanjaya.co.id',
    addr: ['Jl. Perak Barat No. 277', 'Perak Utara'],
    prov: 'Jawa Timur',
    city: 'Surabaya',
    pcode: '60177',
  },
  {
    accnId: 'SL0001',
    accnName: 'PT Samudera Line',
    atypId: 'ACC_TYPE_SL',
    accnStatus: 'A',
    npwp: '0015472839043000',
    tel: '+62 21 4301 2288',
    email: 'agency@samuderaline.co.id',
    addr: ['Jl. Enggano No. 5', 'Tanjung Priok'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Utara',
    pcode: '14310',
  },
  {
    accnId: 'CO0002',
    accnName: 'CV Terhenti',
    atypId: 'ACC_TYPE_CO',
    accnStatus: 'S',
    npwp: '0031629485007000',
    tel: '+62 21 4609 1177',
    email: 'admin@cvterhenti.co.id',
    addr: ['Jl. Raya Bekasi KM 21', 'Rawa Terate, Cakung'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Timur',
    pcode: '13920',
  },
  {
    accnId: 'CO0003',
    accnName: 'PT Pangan Sejahtera Makmur',
    atypId: 'ACC_TYPE_FF_CO',
    accnStatus: 'A',
    npwp: '0028451937404000',
    tel: '+62 24 354 7780',
    email: 'ekspor@pangansejahtera.co.id',
    addr: ['Jl. Arteri Yos Sudarso No. 12', 'Tanjung Mas'],
    prov: 'Jawa Tengah',
    city: 'Semarang',
    pcode: '50174',
  },
  {
    accnId: 'TO0003',
    accnName: 'PT Belawan Trans Logistik',
    atypId: 'ACC_TYPE_TO',
    accnStatus: 'R',
    npwp: '0018374652121000',
    tel: '+62 61 694 1120',
    email: 'admin@belawantrans.co.id',
    addr: ['Jl. Sumatera No. 41', 'Belawan I'],
    prov: 'Sumatera Utara',
    city: 'Medan',
    pcode: '20411',
    registration: {
      usrName: 'Hendra Siregar',
      usrTitle: 'Direktur Utama',
      nid: '1275021403790002',
      email: 'hendra.siregar@belawantrans.co.id',
      tel: '+62 813 7012 4455',
      services: ['TRUCKING', 'DEPOT'],
    },
  },
  {
    accnId: 'SP0001',
    accnName: 'PT Depo Kontainer Prima',
    atypId: 'ACC_TYPE_SP',
    accnStatus: 'A',
    npwp: '0026193847045000',
    tel: '+62 21 4401 6650',
    email: 'depo@depoprima.co.id',
    addr: ['Jl. Raya Cilincing No. 9', 'Kalibaru'],
    prov: 'DKI Jakarta',
    city: 'Jakarta Utara',
    pcode: '14110',
  },
];

export const DEMO_USERS: DemoUser[] = [
  {
    usrId: 'SUPERADMIN',
    accnId: 'LINTAS',
    usrName: 'Rina Wijayanti',
    usrTitle: 'System Administrator',
    nid: '3171046203850004',
    email: 'superadmin@lintas.co.id',
    tel: '+62 812 1100 2001',
    roles: ['SYS_SUPER_ADMIN', 'ADMIN'],
    what: 'system super admin',
  },
  {
    usrId: 'OPADMIN',
    accnId: 'LINTAS',
    usrName: 'Bambang Setiawan',
    usrTitle: 'Operations Manager',
    nid: '3174021507880002',
    email: 'opadmin@lintas.co.id',
    tel: '+62 812 1100 2002',
    roles: ['SP_OP_ADMIN', 'ADMIN'],
    what: 'platform operator admin',
  },
  {
    usrId: 'L1SUPPORT',
    accnId: 'LINTAS',
    usrName: 'Dewi Lestari',
    usrTitle: 'Support Officer',
    nid: '3275014409920003',
    email: 'support@lintas.co.id',
    tel: '+62 812 1100 2003',
    roles: ['SP_L1'],
    what: 'level-1 support, document verification',
  },
  {
    usrId: 'GLIFIN',
    accnId: 'GLI',
    usrName: 'Agus Prasetyo',
    usrTitle: 'Finance Administrator',
    nid: '3173051102860001',
    email: 'agus.prasetyo@gli.co.id',
    tel: '+62 813 2200 3101',
    roles: ['FINANCE_ADMIN'],
    what: 'GLI finance admin',
  },
  {
    usrId: 'GLIHEAD',
    accnId: 'GLI',
    usrName: 'Sri Handayani',
    usrTitle: 'Head of Finance',
    nid: '3171065708790002',
    email: 'sri.handayani@gli.co.id',
    tel: '+62 813 2200 3102',
    roles: ['FINANCE_HEAD', 'FINANCE_APPROVER'],
    what: 'GLI finance head',
  },
  {
    usrId: 'CO1',
    accnId: 'CO0001',
    usrName: 'Hendra Gunawan',
    usrTitle: 'Logistics Manager',
    nid: '3172030904830005',
    email: 'hendra@sumbermakmur.co.id',
    tel: '+62 811 8800 4401',
    roles: ['ACCN_ADMIN', 'ADMIN', 'OFFICER'],
    what: 'cargo owner administrator and officer',
  },
  {
    usrId: 'CO1FIN',
    accnId: 'CO0001',
    usrName: 'Maria Simanjuntak',
    usrTitle: 'Finance Manager',
    nid: '3172046612870006',
    email: 'maria@sumbermakmur.co.id',
    tel: '+62 811 8800 4402',
    roles: ['FINANCE_APPROVER'],
    what: 'cargo owner finance approver',
  },
  {
    usrId: 'CO1OPS',
    accnId: 'CO0001',
    usrName: 'Rudi Hartono',
    usrTitle: 'Logistics Officer',
    nid: '3172041811900012',
    email: 'rudi@sumbermakmur.co.id',
    tel: '+62 811 8800 4403',
    roles: ['OFFICER'],
    what: 'cargo owner officer; must change the password at first sign-in',
    passwordSetBy: 'ADMIN',
  },
  {
    usrId: 'FF1',
    accnId: 'FF0001',
    usrName: 'Yusuf Hidayat',
    usrTitle: 'Operations Director',
    nid: '3175082208810007',
    email: 'yusuf@cepatkirim.co.id',
    tel: '+62 812 9900 5501',
    roles: ['FF_ADMIN', 'ADMIN', 'OFFICER'],
    what: 'freight forwarder administrator and officer',
  },
  {
    usrId: 'TO1',
    accnId: 'TO0001',
    usrName: 'Slamet Riyadi',
    usrTitle: 'Fleet Manager',
    nid: '3172011003800008',
    email: 'slamet@truknusantara.co.id',
    tel: '+62 815 7700 6601',
    roles: ['ACCN_ADMIN', 'ADMIN', 'TO_OPERATION'],
    what: 'truck operator administrator and operations',
  },
  {
    usrId: 'TO2',
    accnId: 'TO0002',
    usrName: 'Eko Wahyudi',
    usrTitle: 'Operations Head',
    nid: '3578012505840009',
    email: 'eko@angkutanjaya.co.id',
    tel: '+62 816 5500 7701',
    roles: ['ACCN_ADMIN', 'TO_OPERATION'],
    what: 'truck operator administrator and operations',
  },
  {
    usrId: 'SL1',
    accnId: 'SL0001',
    usrName: 'Fransiska Tanujaya',
    usrTitle: 'Agency Manager',
    nid: '3171074108890010',
    email: 'fransiska@samuderaline.co.id',
    tel: '+62 817 6600 8801',
    roles: ['ACCN_ADMIN'],
    what: 'shipping line administrator',
  },
  {
    usrId: 'SUSP1',
    accnId: 'CO0002',
    usrName: 'Joko Susilo',
    usrTitle: 'Director',
    nid: '3175031206770011',
    email: 'joko@cvterhenti.co.id',
    tel: '+62 818 4400 9901',
    roles: ['ACCN_ADMIN'],
    what: 'cargo owner administrator, company suspended',
  },
];
