/** The demo white-label brand: a harbour at dusk (SVG drawn for Lintas), served at /trucking/nusantara/login. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b3d6e"/><stop offset="0.6" stop-color="#2f7fb8"/><stop offset="1" stop-color="#f2b46b"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c5f8c"/><stop offset="1" stop-color="#0a2f4f"/></linearGradient>
</defs>
<rect width="1600" height="900" fill="url(#sky)"/>
<circle cx="1240" cy="560" r="70" fill="#ffd08a" opacity="0.9"/>
<rect y="640" width="1600" height="260" fill="url(#sea)"/>
<g fill="#17324d">
<rect x="120" y="430" width="18" height="210"/><rect x="120" y="430" width="260" height="16"/><rect x="330" y="446" width="6" height="120"/>
<rect x="470" y="400" width="18" height="240"/><rect x="470" y="400" width="300" height="16"/><rect x="720" y="416" width="6" height="140"/>
</g>
<g>
<rect x="820" y="560" width="90" height="40" fill="#c0392b"/><rect x="912" y="560" width="90" height="40" fill="#2e86c1"/><rect x="1004" y="560" width="90" height="40" fill="#27ae60"/>
<rect x="866" y="518" width="90" height="40" fill="#f39c12"/><rect x="958" y="518" width="90" height="40" fill="#8e44ad"/>
<rect x="820" y="600" width="90" height="40" fill="#16a085"/><rect x="912" y="600" width="90" height="40" fill="#d35400"/><rect x="1004" y="600" width="90" height="40" fill="#2c3e50"/>
</g>
<path d="M60 660 L1500 660 L1440 720 L110 720 Z" fill="#10263b"/>
<text x="80" y="820" font-family="sans-serif" font-size="44" fill="#ffffff" opacity="0.85">Nusantara Port Community</text>
</svg>`;

export const DEMO_BRAND = {
  name: 'nusantara',
  displayName: 'Nusantara Port Community',
  mimeType: 'image/svg+xml',
  data: Buffer.from(SVG, 'utf8').toString('base64'),
};

export const DEMO_ANNOUNCEMENTS = [
  {
    canuId: 'ANN1WELCOME',
    anntCode: 'INFO',
    audience: 'ALL',
    validFrom: '2026-01-01',
    canuSubject: 'Welcome to Lintas',
    canuDescription: 'Truck jobs, billing and payments in one place',
    canuContent:
      'Post trucking jobs and follow every trip.<br>Verify and approve bills online.<br>Tax invoices are issued by GLI.',
    canuSubjectId: 'Selamat datang di Lintas',
    canuDescriptionId: 'Pekerjaan truk, tagihan dan pembayaran di satu tempat',
    canuContentId:
      'Pasang pekerjaan trucking dan ikuti setiap perjalanan.<br>Periksa dan setujui tagihan secara daring.<br>Faktur pajak diterbitkan oleh GLI.',
  },
  {
    canuId: 'ANN2MAINTAIN',
    anntCode: 'MAINTENANCE',
    audience: 'ALL',
    validFrom: '2026-01-01',
    canuSubject: 'Planned maintenance',
    canuDescription: 'Sunday 02:00-04:00 WIB',
    canuContent: 'The portal will be unavailable for up to two hours.<br>Jobs in progress are not affected.',
    canuSubjectId: 'Pemeliharaan terjadwal',
    canuDescriptionId: 'Minggu 02.00-04.00 WIB',
    canuContentId: 'Portal tidak dapat digunakan paling lama dua jam.<br>Pekerjaan yang sedang berjalan tidak terpengaruh.',
  },
  {
    canuId: 'ANN3TRACKERS',
    anntCode: 'POLICY',
    audience: 'ACC_TYPE_TO',
    validFrom: '2026-01-01',
    canuSubject: 'Register your GPS trackers',
    canuDescription: 'Tracking devices are managed under Fleet',
    canuContent:
      'Register each tracker with its IMEI under Fleet, Tracking devices.<br>Trucks with a tracker show on the live map and get arrival milestones.',
    canuSubjectId: 'Daftarkan pelacak GPS Anda',
    canuDescriptionId: 'Perangkat pelacak dikelola di menu Armada',
    canuContentId:
      'Daftarkan setiap pelacak dengan IMEI-nya di Armada, Perangkat pelacak.<br>Truk dengan pelacak tampil di peta langsung dan mendapat tonggak kedatangan.',
  },
];
