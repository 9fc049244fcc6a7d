import type { DatabaseSync } from 'node:sqlite'
import type { ApiPaths, PortalConfigFile, WireNames } from '@waybill/sdk-core/wire'
import type { FaultQueue } from '../faults.ts'
import type { Route } from '../router.ts'
import type { Simulator } from '../simulator/simulator.ts'
import { createAccountRoutes } from './account.ts'
import { createAccountUpdateRoutes } from './accountUpdates.ts'
import { createAuthRoutes } from './auth.ts'
import { createBatchRoutes } from './batch.ts'
import { createCardRoutes } from './cards.ts'
import { createCatalogRoutes } from './catalog.ts'
import { createContactRoutes } from './contacts.ts'
import { createDashboardRoutes } from './dashboard.ts'
import { createDevRoutes } from './dev.ts'
import { createFleetRoutes } from './fleet.ts'
import { createGeoRoutes } from './geo.ts'
import { createLabelRoutes } from './labels.ts'
import { createOrderCancelRoutes } from './orderCancel.ts'
import { createOrderRoutes } from './orders.ts'
import { createPasswordResetRoutes } from './passwordReset.ts'
import { createPhotoRoutes } from './photos.ts'
import { createPlacesRoutes } from './places.ts'
import { createPortalConfigRoutes } from './portalConfig.ts'
import { createPrepayRoutes } from './prepay.ts'
import { createSimulatorRoutes } from './simulator.ts'
import { createTrackingRoutes } from './tracking.ts'
import { createVersionRoutes } from './version.ts'

/** What every route module is built from. */
export interface App {
  readonly db: DatabaseSync
  readonly names: WireNames
  readonly paths: ApiPaths
  /** The sandbox's log (one line per call); never given a secret. Absent: silent. */
  readonly log?: (line: string) => void
  /** The queue of injected faults, fed from tests in-process or through `POST /__sandbox/faults`. */
  readonly faults: FaultQueue
  /** The courier simulator, when one runs: its clock stamps orders, and created orders join its course. */
  readonly simulator?: Simulator
  /** The portal's config.json for this sandbox; default: its names only (the page's own origin is the API). */
  readonly portalConfig?: PortalConfigFile
}

/** The whole route table. Add a resource: write `routes/<resource>.ts` returning its routes, list it here. */
export function createRoutes(app: App): Route[] {
  return [
    ...createAuthRoutes(app),
    ...createAccountRoutes(app),
    ...createCatalogRoutes(app),
    ...createLabelRoutes(app),
    ...createPasswordResetRoutes(app),
    ...createAccountUpdateRoutes(app),
    ...createCardRoutes(app),
    ...createFleetRoutes(app),
    ...createVersionRoutes(app),
    ...createPortalConfigRoutes(app),
    ...createGeoRoutes(app),
    ...createPlacesRoutes(app),
    ...createContactRoutes(app),
    ...createBatchRoutes(app),
    ...createOrderRoutes(app),
    ...createOrderCancelRoutes(app),
    ...createPrepayRoutes(app),
    ...createDashboardRoutes(app),
    ...createSimulatorRoutes(app),
    ...createPhotoRoutes(app),
    ...createTrackingRoutes(app),
    // resource routes: one spread per resource module, above this line
    ...createDevRoutes(app.faults),
  ]
}
