import { describe, expect, it, vi } from 'vitest';
import { createBus } from './bus';

describe('bus', () => {
  it('buffers commands until their owner registers, then delivers them in order', () => {
    const bus = createBus();
    bus.send('cart:add', { variantId: 'a', quantity: 1 });
    bus.send('cart:add', { variantId: 'b', quantity: 2 });
    expect(bus.pending('cart:add')).toBe(2);
    const seen: string[] = [];
    bus.handle('cart:add', (p) => void seen.push(`${p.variantId}x${p.quantity}`));
    expect(seen).toEqual(['ax1', 'bx2']);
    expect(bus.pending('cart:add')).toBe(0);
    bus.send('cart:add', { variantId: 'c', quantity: 3 });
    expect(seen).toEqual(['ax1', 'bx2', 'cx3']);
  });

  it('tells who listens which command had to wait, and only those', () => {
    const bus = createBus();
    const heard: string[] = [];
    const off = bus.onWaiting((name) => heard.push(name));
    bus.send('cart:add', { variantId: 'a', quantity: 1 });
    bus.handle('cart:open', () => {});
    bus.send('cart:open', {});
    off();
    bus.send('cart:add', { variantId: 'b', quantity: 1 });
    expect(heard).toEqual(['cart:add']);
  });

  it('allows exactly one owner per command', () => {
    const bus = createBus();
    const off = bus.handle('cart:open', () => {});
    expect(() => bus.handle('cart:open', () => {})).toThrow(/already has an owner/);
    off();
    expect(() => bus.handle('cart:open', () => {})).not.toThrow();
  });

  it('buffers again after the owner unregisters', () => {
    const bus = createBus();
    const handler = vi.fn();
    const off = bus.handle('cart:open', handler);
    off();
    bus.send('cart:open', {});
    expect(handler).not.toHaveBeenCalled();
    expect(bus.pending('cart:open')).toBe(1);
  });

  it('broadcasts events to every listener and keeps going when one throws', () => {
    const bus = createBus();
    const a = vi.fn(() => {
      throw new Error('boom');
    });
    const b = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    bus.on('order:placed', a);
    const off = bus.on('order:placed', b);
    bus.emit('order:placed', { orderId: '1', total: 10, currencyCode: 'CAD' });
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledWith({ orderId: '1', total: 10, currencyCode: 'CAD' });
    off();
    bus.emit('order:placed', { orderId: '2', total: 1, currencyCode: 'CAD' });
    expect(b).toHaveBeenCalledOnce();
  });

  it('logs a failing asynchronous owner instead of losing the error', async () => {
    const bus = createBus();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    bus.handle('cart:add', async () => {
      throw new Error('network');
    });
    bus.send('cart:add', { variantId: 'a', quantity: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toHaveBeenCalledWith('[bus] cart:add failed', expect.any(Error));
  });
});
