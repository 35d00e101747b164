import en from '../../../locales/en.json';
import id from '../../../locales/id.json';
import type { DbOrTx } from '../client';
import { enquiries, faqEntries } from '../schema';

/** The FAQ's first questions (issue 17's, kept in the locale files) and the port-clearance ones (issue 18). */
const FROM_LOCALES = ['signin', 'forgot', 'remember', 'sessions', 'forced', 'language', 'layout', 'contact'] as const;
const CATEGORY: Record<(typeof FROM_LOCALES)[number], string> = {
  signin: 'ACCOUNT',
  forgot: 'ACCOUNT',
  remember: 'ACCOUNT',
  sessions: 'ACCOUNT',
  forced: 'ACCOUNT',
  language: 'GENERAL',
  layout: 'GENERAL',
  contact: 'GENERAL',
};

const MORE = [
  {
    category: 'JOBS',
    questionEn: 'How is the price of a trucking job decided?',
    answerEn:
      'When you submit a job, Lintas prices it from the contract and the rate table in force on that day for the route, the truck type and the load. A draft has no price yet.',
    questionId: 'Bagaimana harga pekerjaan truk ditentukan?',
    answerId:
      'Saat Anda mengajukan pekerjaan, Lintas menghitung harganya dari kontrak dan tabel tarif yang berlaku pada hari itu untuk rute, jenis truk dan muatannya. Draf belum memiliki harga.',
  },
  {
    category: 'BILLING',
    questionEn: 'Where do I find the tax invoice of a bill?',
    answerEn:
      'Open the bill from the billing list: the debit note, the platform-fee invoice and the tax invoice (with its NSFP number) can be downloaded there as PDFs once the bill is approved.',
    questionId: 'Di mana saya menemukan faktur pajak sebuah tagihan?',
    answerId:
      'Buka tagihan dari daftar penagihan: nota debit, faktur biaya platform dan faktur pajak (dengan nomor NSFP) dapat diunduh sebagai PDF setelah tagihan disetujui.',
  },
  {
    category: 'PORT',
    questionEn: "Why is my vessel's IMO number refused?",
    answerEn:
      "An IMO number has seven digits and the last one is a check digit computed from the first six. A refused number is usually mistyped: compare it with the ship's certificate of registry.",
    questionId: 'Mengapa nomor IMO kapal saya ditolak?',
    answerId:
      'Nomor IMO terdiri dari tujuh digit dan digit terakhir adalah digit pemeriksa yang dihitung dari enam digit pertama. Nomor yang ditolak biasanya salah ketik: bandingkan dengan surat tanda kebangsaan kapal.',
  },
  {
    category: 'PORT',
    questionEn: 'How can someone check a port clearance certificate?',
    answerEn:
      'Each certificate carries a QR code to its page, which says whether it is valid, expired or revoked. Anyone can also enter the certificate number and type in the certificate inquiry.',
    questionId: 'Bagaimana seseorang memeriksa sertifikat izin pelabuhan?',
    answerId:
      'Setiap sertifikat memuat kode QR ke halamannya, yang menyatakan apakah sertifikat berlaku, kedaluwarsa atau dicabut. Siapa pun juga dapat memasukkan nomor dan jenis sertifikat di pencarian sertifikat.',
  },
  {
    category: 'PORT',
    questionEn: 'Can I import a crew list from a spreadsheet?',
    answerEn:
      'Yes. Download the template, fill one crew member per row and upload the XLSX file. Rows with errors are reported with their row number; nothing is saved until every row is right.',
    questionId: 'Dapatkah saya mengimpor daftar awak dari lembar kerja?',
    answerId:
      'Ya. Unduh templat, isi satu awak per baris lalu unggah berkas XLSX. Baris yang salah dilaporkan dengan nomor barisnya; tidak ada yang disimpan sampai semua baris benar.',
  },
];

/** Issue 18 demo: the FAQ, and enquiries in each state for OPADMIN's list. */
export async function seedDemoInfo(tx: DbOrTx): Promise<void> {
  const items = (lang: typeof en) => (lang as unknown as { faq: { items: Record<string, { q: string; a: string }> } }).faq.items;
  await tx.insert(faqEntries).values([
    ...FROM_LOCALES.map((key, i) => ({
      faqId: `FAQ${String(i + 1).padStart(4, '0')}`,
      category: CATEGORY[key],
      questionEn: items(en)[key]!.q,
      answerEn: items(en)[key]!.a,
      questionId: items(id as typeof en)[key]!.q,
      answerId: items(id as typeof en)[key]!.a,
      sortOrder: (i + 1) * 10,
      createdBy: 'SYSTEM',
    })),
    ...MORE.map((entry, i) => ({
      ...entry,
      faqId: `FAQ${String(FROM_LOCALES.length + i + 1).padStart(4, '0')}`,
      sortOrder: 100 + i * 10,
      createdBy: 'SYSTEM',
    })),
  ]);
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  await tx.insert(enquiries).values([
    {
      company: 'PT Bahari Sentosa',
      name: 'Rina Marlina',
      email: 'rina.marlina@baharisentosa.co.id',
      topic: 'ACCOUNT',
      message: 'We would like to register our trucking company. Which documents do we need to upload?',
      lang: 'en',
      challengeNonce: 'demo-1',
      clientIp: '203.0.113.10',
      createdAt: day(1),
    },
    {
      company: 'CV Sinar Logistik',
      name: 'Bambang Hartono',
      email: 'bambang@sinarlogistik.co.id',
      topic: 'PORT',
      message: 'Apakah agen kapal dapat mengajukan izin pelabuhan untuk beberapa perusahaan pelayaran sekaligus?',
      lang: 'id',
      status: 'ANSWERED',
      answer:
        'Bisa. Setiap perusahaan pelayaran perlu mengaitkan agen Anda melalui NPWP; setelah itu Anda dapat mengajukan untuk kapal-kapalnya.',
      answeredAt: day(2),
      answeredBy: 'OPADMIN',
      challengeNonce: 'demo-2',
      clientIp: '203.0.113.11',
      createdAt: day(3),
    },
    {
      name: 'Dewi Anggraini',
      email: 'dewi.anggraini@example.co.id',
      topic: 'GENERAL',
      message: 'Is there a mobile app for drivers?',
      lang: 'en',
      status: 'CLOSED',
      answer: 'Drivers use the portal in the phone browser; there is no separate app.',
      answeredAt: day(6),
      answeredBy: 'OPADMIN',
      closedAt: day(5),
      closedBy: 'OPADMIN',
      challengeNonce: 'demo-3',
      clientIp: '203.0.113.12',
      createdAt: day(7),
    },
  ]);
}
