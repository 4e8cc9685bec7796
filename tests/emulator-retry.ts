/** The Firestore emulator now and then answers a clear-all with HTTP 500 ("UNKNOWN") while it is still
 *  winding down the previous test's listeners: runs `work` up to 3 times, backing off, while the
 *  failure is that 500 (`is500`). */
export async function retryOnEmulator500<T>(work: () => Promise<T>, is500: (error: unknown) => boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !is500(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
