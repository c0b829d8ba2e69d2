/**
 * Industry and category stores (spec §4), without any UI framework: a store holds its list,
 * a loading flag (true until the first load ends), an action-loading flag, a load error and
 * an action error. Lists are fetched once and reused; load({ force: true }) fetches again.
 * After an add or update the list is re-sorted by French name. A failed add/update returns
 * null, a failed delete false; the message is stored, already in the user's language
 * (through the translate function given to the constructor; spec §8 texts in French).
 *
 * getState/subscribe fit React's useSyncExternalStore: every change replaces the state object.
 */
import type { Client } from "@/lib/supabase/types";
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
  type CategoryChanges,
  type CategoryInput,
} from "@/lib/taxonomy/queries/categories";
import { errorText, type DataError, type DataErrorKey, type Result, type Translate } from "@/lib/supabase/errors";
import {
  createIndustry,
  deleteIndustry,
  listIndustries,
  listIndustriesWithCategories,
  updateIndustry,
  type IndustryInput,
} from "@/lib/taxonomy/queries/industries";
import { byFrenchName, type Category, type Industry, type IndustryWithCategories } from "@/lib/taxonomy/types";

export type TaxonomyState<T> = {
  list: T[];
  loading: boolean;
  actionLoading: boolean;
  loadError: string | null;
  actionError: string | null;
};

export type LoadOptions = { force?: boolean };

type Named = { id: number; name_fr: string };

/** Puts an item in place of the one with the same id (or adds it), in French order. */
function upsertSorted<T extends Named>(list: readonly T[], item: T): T[] {
  return [...list.filter((existing) => existing.id !== item.id), item].sort(byFrenchName);
}

/** A thrown error (a network failure the client did not catch…) becomes an error result. */
async function settle<R>(run: () => Promise<Result<R>>): Promise<Result<R>> {
  try {
    return await run();
  } catch (error) {
    return { data: null, error: { key: null, message: error instanceof Error ? error.message : String(error) } };
  }
}

abstract class TaxonomyStore<T extends Named, S extends TaxonomyState<T>> {
  protected state: S;
  private readonly listeners = new Set<() => void>();
  private readonly pendingLoads = new Map<string, Promise<boolean>>();
  private readonly loadedLists = new Set<string>();

  protected constructor(
    protected readonly client: Client,
    protected readonly translate: Translate,
    initial: S,
  ) {
    this.state = initial;
  }

  getState = (): S => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected setState(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  protected message(error: DataError, key?: DataErrorKey): string {
    return errorText(key ? { ...error, key } : error, this.translate);
  }

  /** Fetches a list once; concurrent calls share the request; `force` fetches again. */
  protected loadOnce<L>(
    name: string,
    fetch: () => Promise<Result<L>>,
    apply: (data: L) => Partial<S>,
    errorKey: DataErrorKey | undefined,
    { force = false }: LoadOptions,
  ): Promise<boolean> {
    if (!force && this.loadedLists.has(name)) return Promise.resolve(true);
    const pending = this.pendingLoads.get(name);
    if (pending) return pending;
    this.setState({ loading: true, loadError: null } as Partial<S>);
    const run = (async () => {
      try {
        const result = await settle(fetch);
        if (result.error) {
          this.setState({ loading: false, loadError: this.message(result.error, errorKey) } as Partial<S>);
          return false;
        }
        this.loadedLists.add(name);
        this.setState({ ...apply(result.data), loading: false } as Partial<S>);
        return true;
      } finally {
        this.pendingLoads.delete(name);
      }
    })();
    this.pendingLoads.set(name, run);
    return run;
  }

  /** Runs an add/update/delete with the action flags; returns the data, or null with the message stored. */
  protected async action<R>(run: () => Promise<Result<R>>, apply: (data: R) => Partial<S>): Promise<R | null> {
    this.setState({ actionLoading: true, actionError: null } as Partial<S>);
    const result = await settle(run);
    if (result.error) {
      this.setState({ actionLoading: false, actionError: this.message(result.error) } as Partial<S>);
      return null;
    }
    this.setState({ ...apply(result.data), actionLoading: false } as Partial<S>);
    return result.data;
  }
}

export type IndustryState = TaxonomyState<Industry> & { withCategories: IndustryWithCategories[] };

export class IndustryStore extends TaxonomyStore<Industry, IndustryState> {
  constructor(client: Client, translate: Translate) {
    super(client, translate, {
      list: [],
      withCategories: [],
      loading: true,
      actionLoading: false,
      loadError: null,
      actionError: null,
    });
  }

  /** The industries; a failure stores the message as it is (spec §8). */
  load(options: LoadOptions = {}): Promise<boolean> {
    return this.loadOnce(
      "industries",
      () => listIndustries(this.client),
      (list) => ({ list }),
      undefined,
      options,
    );
  }

  /** The industries with their categories; a failure stores the combined-load message (spec §8). */
  loadWithCategories(options: LoadOptions = {}): Promise<boolean> {
    return this.loadOnce(
      "withCategories",
      () => listIndustriesWithCategories(this.client),
      (withCategories) => ({ withCategories }),
      "taxonomyLoadFailed",
      options,
    );
  }

  add(input: IndustryInput): Promise<Industry | null> {
    return this.action(
      () => createIndustry(this.client, input),
      (industry) => ({
        list: upsertSorted(this.state.list, industry),
        withCategories: upsertSorted(this.state.withCategories, { ...industry, categories: [] }),
      }),
    );
  }

  update(id: number, fields: Partial<IndustryInput>): Promise<Industry | null> {
    return this.action(
      () => updateIndustry(this.client, id, fields),
      (industry) => ({
        list: upsertSorted(this.state.list, industry),
        withCategories: upsertSorted(this.state.withCategories, {
          ...industry,
          categories: this.state.withCategories.find((existing) => existing.id === id)?.categories ?? [],
        }),
      }),
    );
  }

  async remove(id: number): Promise<boolean> {
    const done = await this.action(
      () => deleteIndustry(this.client, id),
      () => ({
        list: this.state.list.filter((industry) => industry.id !== id),
        withCategories: this.state.withCategories.filter((industry) => industry.id !== id),
      }),
    );
    return done !== null;
  }
}

export type CategoryState = TaxonomyState<Category>;

export class CategoryStore extends TaxonomyStore<Category, CategoryState> {
  constructor(client: Client, translate: Translate) {
    super(client, translate, { list: [], loading: true, actionLoading: false, loadError: null, actionError: null });
  }

  /** The categories with their industries; a failure stores the category-load message (spec §8). */
  load(options: LoadOptions = {}): Promise<boolean> {
    return this.loadOnce(
      "categories",
      () => listCategories(this.client),
      (list) => ({ list }),
      "categoriesLoadFailed",
      options,
    );
  }

  add(input: CategoryInput): Promise<Category | null> {
    return this.action(
      () => createCategory(this.client, input),
      (category) => ({ list: upsertSorted(this.state.list, category) }),
    );
  }

  update(id: number, changes: CategoryChanges): Promise<Category | null> {
    return this.action(
      () => updateCategory(this.client, id, changes),
      (category) => ({ list: upsertSorted(this.state.list, category) }),
    );
  }

  async remove(id: number): Promise<boolean> {
    const done = await this.action(
      () => deleteCategory(this.client, id),
      () => ({ list: this.state.list.filter((category) => category.id !== id) }),
    );
    return done !== null;
  }
}
