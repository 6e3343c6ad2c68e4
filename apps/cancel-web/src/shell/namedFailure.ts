/** A download that failed, with the name it is reported under (product §8, reportNames.ts). */
export interface NamedFailure {
  readonly failure: string;
  readonly error: unknown;
}

/** Rejects with the failure named: `download.catch(named(LOCALE_LOAD_FAILURE))`. */
export const named =
  (failure: string) =>
  (error: unknown): Promise<never> =>
    Promise.reject({ failure, error } satisfies NamedFailure);
