/**
 * Container terminals at the ports Lintas serves first.
 *
 * Source: compiled for Lintas from the terminal operators' own designations (status as of 2024) — Pelindo
 * group (after the October 2021 merger of Pelindo I–IV, its container terminals are grouped under
 * PT Pelindo Terminal Petikemas, SPTP), Hutchison Ports, and Sihanoukville Autonomous Port (PAS).
 * `portCode` is the UN/LOCODE of the port in PORTS (Tanjung Perak terminals belong to IDSUB Surabaya).
 *
 * Left out: Sihanoukville's new deep-water container terminal (under construction with JICA financing,
 * not yet in operation), domestic/inter-island terminals, and non-container (bulk, car, liquid) terminals.
 */

export interface PortTerminal {
  /** `${portCode}-${short code}`, e.g. 'IDTPP-JICT'. */
  readonly terminalCode: string;
  /** PORTS.portCode */
  readonly portCode: string;
  readonly name: string;
  readonly operator: string;
  readonly kind: 'CONTAINER';
}

export const PORT_TERMINALS: readonly PortTerminal[] = [
  // Tanjung Priok, Jakarta
  {
    terminalCode: 'IDTPP-JICT',
    portCode: 'IDTPP',
    name: 'Jakarta International Container Terminal (JICT)',
    operator: 'PT Jakarta International Container Terminal (Pelindo / Hutchison Ports)',
    kind: 'CONTAINER',
  },
  {
    terminalCode: 'IDTPP-KOJA',
    portCode: 'IDTPP',
    name: 'Terminal Petikemas Koja (TPK Koja)',
    operator: 'KSO TPK Koja (Pelindo / Hutchison Ports)',
    kind: 'CONTAINER',
  },
  {
    terminalCode: 'IDTPP-NPCT1',
    portCode: 'IDTPP',
    name: 'New Priok Container Terminal One (NPCT1)',
    operator: 'PT New Priok Container Terminal One (Pelindo, Mitsui & Co., PSA, NYK)',
    kind: 'CONTAINER',
  },
  {
    terminalCode: 'IDTPP-MAL',
    portCode: 'IDTPP',
    name: 'Terminal Mustika Alam Lestari (MAL)',
    operator: 'PT Mustika Alam Lestari',
    kind: 'CONTAINER',
  },
  {
    terminalCode: 'IDTPP-T3',
    portCode: 'IDTPP',
    name: 'Terminal 3 Tanjung Priok',
    operator: 'PT Pelindo Terminal Petikemas (formerly PT IPC Terminal Petikemas)',
    kind: 'CONTAINER',
  },
  // Tanjung Perak, Surabaya
  {
    terminalCode: 'IDSUB-TPS',
    portCode: 'IDSUB',
    name: 'Terminal Petikemas Surabaya (TPS)',
    operator: 'PT Terminal Petikemas Surabaya (Pelindo group)',
    kind: 'CONTAINER',
  },
  {
    terminalCode: 'IDSUB-TTL',
    portCode: 'IDSUB',
    name: 'Terminal Teluk Lamong',
    operator: 'PT Terminal Teluk Lamong (Pelindo group)',
    kind: 'CONTAINER',
  },
  {
    terminalCode: 'IDSUB-BJTI',
    portCode: 'IDSUB',
    name: 'Terminal Berlian (Berlian Jasa Terminal Indonesia, BJTI)',
    operator: 'PT Pelindo Terminal Petikemas (formerly PT Berlian Jasa Terminal Indonesia)',
    kind: 'CONTAINER',
  },
  // Belawan, Medan
  {
    terminalCode: 'IDBLW-BICT',
    portCode: 'IDBLW',
    name: 'Belawan International Container Terminal (BICT)',
    operator: 'PT Pelindo Terminal Petikemas (formerly Pelindo I)',
    kind: 'CONTAINER',
  },
  // Sihanoukville
  {
    terminalCode: 'KHKOS-PAS',
    portCode: 'KHKOS',
    name: 'Sihanoukville Autonomous Port Container Terminal',
    operator: 'Sihanoukville Autonomous Port (PAS)',
    kind: 'CONTAINER',
  },
];
