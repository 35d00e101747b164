import { useEffect, useRef, useState } from 'react';
import { getToken } from '../lib/session-store';
import { trackingApi, type PushedPosition } from './tracking-api';

export type StreamStatus = 'connecting' | 'live' | 'retrying';

/** Splits a text/event-stream buffer into its complete events; returns them and the unfinished rest. */
export function parseSse(buffer: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const events: Array<{ event: string; data: string }> = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * The live map's positions pushed by the server (server-sent events over `fetch`, so the session's bearer token goes
 * in the Authorization header, never in the URL). Reconnects after an end or a failure (the server ends a stream
 * after 10 minutes); no polling.
 */
export function usePositionStream(onPosition: (p: PushedPosition) => void, onReconnect?: () => void): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handler = useRef(onPosition);
  const reconnected = useRef(onReconnect);
  handler.current = onPosition;
  reconnected.current = onReconnect;
  useEffect(() => {
    let stopped = false;
    let abort: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const connect = async () => {
      abort = new AbortController();
      try {
        const token = getToken();
        const res = await fetch(trackingApi.stream(), {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSse(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const e of parsed.events) {
            if (e.event === 'ready') {
              setStatus('live');
              // Positions may have moved while the stream was down: the caller reloads its list.
              if (!first) reconnected.current?.();
              first = false;
            } else if (e.event === 'position') handler.current(JSON.parse(e.data) as PushedPosition);
          }
        }
      } catch {
        // ended or failed: retry below
      }
      if (stopped) return;
      setStatus('retrying');
      timer = setTimeout(() => void connect(), 3000);
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      abort?.abort();
    };
  }, []);
  return status;
}
