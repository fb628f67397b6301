/**
 * A failed read said in the screen's words ("Failed to fetch beaches"), the cause kept: a
 * network failure under it is still one (needs-connection.ts looks through causes).
 */
export async function failWith<T>(message: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}
