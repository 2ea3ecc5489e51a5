// Owns the one retry every remote load gets: a page chunk, an exposed module, a slot.

export async function retryOnce<T>(what: string, load: () => Promise<T>, delay = 300): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[federation] ${what} failed, retrying once`, error);
    await new Promise((resolve) => setTimeout(resolve, delay));
    return load();
  }
}
