/**
 * The server holds the time (docs/decisions/0028-mock-test-engine.md): every answer about an attempt says the
 * server's `server_now`; the window measures how far its own clock is off from the round trip and shows time left
 * by the server's clock, so a device clock hours off changes nothing.
 */

/** The offset to add to the device's clock to read the server's: server time minus the request's midpoint. */
export function clockOffset(sentAt: number, receivedAt: number, serverNow: number): number {
  return serverNow - (sentAt + receivedAt) / 2;
}

/**
 * Keeps the offset of the round trip with the least delay: the shorter the trip, the better its midpoint stands for
 * the moment the server answered.
 */
export class ServerClock {
  #offset = 0;
  #bestTrip = Number.POSITIVE_INFINITY;

  observe(sentAt: number, receivedAt: number, serverNow: number): void {
    const trip = Math.max(0, receivedAt - sentAt);
    if (trip <= this.#bestTrip) {
      this.#bestTrip = trip;
      this.#offset = clockOffset(sentAt, receivedAt, serverNow);
    }
  }

  get offset(): number {
    return this.#offset;
  }

  /** The server's time now, by the device's clock and the measured offset. */
  now(deviceNow: number = Date.now()): number {
    return deviceNow + this.#offset;
  }

  /** Milliseconds left until `deadline` (server time); never below zero. */
  left(deadline: number, deviceNow: number = Date.now()): number {
    return Math.max(0, deadline - this.now(deviceNow));
  }
}

/** `hh:mm:ss` (or `mm:ss` under an hour) of a duration in ms, rounded up so 0 shows only at the end. */
export function formatLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
