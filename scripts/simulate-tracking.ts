/**
 * Drives the demo trucks between the demo locations through the OsmAnd endpoint over HTTP, as Traccar Client would
 * (`npm run simulate:tracking`; README). Each truck's device sends one fix every STEP seconds. SPEEDUP > 1 compresses
 * time: a round's fixes are then stamped from a start far enough in the past that no stamp runs ahead of the clock
 * (the speeds between fixes stay real, so no point is flagged implausible); the truck catches up with "now" at the
 * end of its round.
 *
 *   SIM_URL      base URL of the server (default http://localhost:8080)
 *   SIM_TRUCKS   how many of TO1's demo devices drive (default 4)
 *   SIM_SPEEDUP  time compression (default 1: real time)
 *   SIM_STEP     seconds between fixes (default 10)
 *   SIM_ROUNDS   rounds per truck, 0 forever (default 1)
 */
import { DEMO_DEVICES } from '../src/server/db/seed/demo-tracking';
import { driveRound } from '../src/server/tracking/simulator';

const base = (process.env.SIM_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const trucks = Number(process.env.SIM_TRUCKS ?? 4);
const speedup = Math.max(1, Number(process.env.SIM_SPEEDUP ?? 1));
const step = Number(process.env.SIM_STEP ?? 10);
const rounds = Number(process.env.SIM_ROUNDS ?? 1);

const ROUTES = [
  ['LOC-TO1-DEPO', 'LOC-TO1-PRIOK', 'LOC-CO1-CIKARANG', 'LOC-TO1-DEPO'],
  ['LOC-TO1-DEPO', 'LOC-TO1-PRIOK', 'LOC-FF1-CFS', 'LOC-TO1-DEPO'],
  ['LOC-TO1-DEPO', 'LOC-CO1-SUNTER', 'LOC-TO1-PRIOK', 'LOC-TO1-DEPO'],
  ['LOC-TO1-DEPO', 'LOC-CO1-CIKARANG', 'LOC-CO1-KARAWANG', 'LOC-CO1-SUNTER', 'LOC-TO1-DEPO'],
];

async function drive(imei: string, route: string[], index: number): Promise<void> {
  for (let round = 0; rounds === 0 || round < rounds; round++) {
    const { sent, refused } = await driveRound({
      base,
      imei,
      route,
      speedup,
      stepS: step,
      speedKmh: 40 + index * 5,
      batt: 90 - round,
    });
    for (const r of refused) console.warn(`${imei}: ${r}`);
    console.warn(`${imei}: round ${round + 1} done (${sent} fixes)`);
  }
}

const devices = DEMO_DEVICES.filter((d) => d.status === 'A').slice(0, trucks);
console.warn(`Simulating ${devices.length} trucks against ${base} (x${speedup}, a fix every ${step} s)`);
await Promise.all(devices.map((d, i) => drive(d.imei, ROUTES[i % ROUTES.length]!, i)));
