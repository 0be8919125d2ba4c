import { registerRemoteServiceWorker } from '../lib/register-service-worker';
import { useEffect } from 'react';
import catalog from '../../catalog.json';

/** The POS pages make the browser keep them for offline use (catalog.json `service_worker`). */
export function useTruckPwa(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'test')
      void registerRemoteServiceWorker(catalog.name, catalog.service_worker.scope);
  }, []);
}
