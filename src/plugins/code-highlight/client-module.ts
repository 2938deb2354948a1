import {markHydrated} from './hydration';

/** Runs after the first route has hydrated, and after every navigation. */
export function onRouteDidUpdate(): void {
  markHydrated();
}
