import type { ReactElement } from 'react';

/** Simple inline illustrations of the five registration services (no network fetches). */
const SKY = '#e7f5ff';
const BLUE = '#1c7ed6';
const DARK = '#1864ab';
const ORANGE = '#f59f00';
const GREY = '#868e96';

function DeliveryOrder() {
  return (
    <>
      <rect x="30" y="12" width="52" height="66" rx="4" fill="#fff" stroke={DARK} strokeWidth="3" />
      <path d="M40 28h32M40 38h32M40 48h20" stroke={GREY} strokeWidth="3" strokeLinecap="round" />
      <circle cx="70" cy="64" r="9" fill="none" stroke={ORANGE} strokeWidth="3" />
      <path d="M66 64l3 3 5-6" stroke={ORANGE} strokeWidth="3" fill="none" strokeLinecap="round" />
      <text x="42" y="70" fontSize="10" fontWeight="700" fill={BLUE} fontFamily="sans-serif">
        DO
      </text>
    </>
  );
}

function Declaration() {
  return (
    <>
      <rect x="28" y="16" width="56" height="64" rx="4" fill="#fff" stroke={DARK} strokeWidth="3" />
      <rect x="44" y="10" width="24" height="12" rx="3" fill={BLUE} />
      <path d="M38 38l5 5 8-9M38 56l5 5 8-9" stroke="#2f9e44" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M58 40h16M58 58h16" stroke={GREY} strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

function Trucking() {
  return (
    <>
      <rect x="10" y="30" width="58" height="32" rx="2" fill={BLUE} />
      <path d="M68 40h16l10 12v10H68z" fill={DARK} />
      <rect x="74" y="44" width="9" height="7" fill={SKY} />
      <circle cx="28" cy="66" r="7" fill="#343a40" />
      <circle cx="28" cy="66" r="3" fill="#ced4da" />
      <circle cx="80" cy="66" r="7" fill="#343a40" />
      <circle cx="80" cy="66" r="3" fill="#ced4da" />
      <path d="M18 40h40M18 48h40" stroke="#74c0fc" strokeWidth="2" />
    </>
  );
}

function GatePass() {
  return (
    <>
      <rect x="14" y="30" width="10" height="46" fill={DARK} />
      <rect x="22" y="30" width="70" height="8" rx="2" fill={ORANGE} transform="rotate(-14 22 34)" />
      <path d="M36 31l6-2M50 28l6-2M64 24l6-1M78 20l6-2" stroke="#fff" strokeWidth="4" />
      <rect x="52" y="48" width="36" height="24" rx="3" fill="#fff" stroke={BLUE} strokeWidth="3" />
      <path d="M58 56h24M58 64h14" stroke={GREY} strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

function Depot() {
  return (
    <>
      <rect x="12" y="50" width="40" height="22" fill={BLUE} />
      <rect x="54" y="50" width="40" height="22" fill={ORANGE} />
      <rect x="30" y="26" width="44" height="22" fill="#2f9e44" />
      {[18, 26, 34, 42].map((x) => (
        <path key={`a${x}`} d={`M${x} 54v14`} stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
      ))}
      {[60, 68, 76, 84].map((x) => (
        <path key={`b${x}`} d={`M${x} 54v14`} stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
      ))}
      {[36, 44, 52, 60, 68].map((x) => (
        <path key={`c${x}`} d={`M${x} 30v14`} stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
      ))}
      <path d="M6 76h94" stroke={GREY} strokeWidth="3" />
    </>
  );
}

const DRAWINGS: Record<string, () => ReactElement> = {
  DELIVERY_ORDER: DeliveryOrder,
  DECLARATION: Declaration,
  TRUCKING: Trucking,
  GATE_PASS: GatePass,
  DEPOT: Depot,
};

/** The illustration of a service (`code` from SERVICES); `label` is its accessible name. */
export function ServiceImage({ code, label }: { code: string; label: string }) {
  const Drawing = DRAWINGS[code] ?? Trucking;
  return (
    <svg viewBox="0 0 106 88" width="100%" height={96} role="img" aria-label={label} data-testid={`service-image-${code}`}>
      <rect x="0" y="0" width="106" height="88" rx="10" fill={SKY} />
      <Drawing />
    </svg>
  );
}
