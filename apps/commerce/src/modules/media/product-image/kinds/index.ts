import type { Ctx, Drawing } from '../drawing.ts';
import type { ImageKind } from '../spec.ts';
import { bucket, gloves, helmet, jacket } from './accessories.ts';
import { dumper, excavator, plateCompactor, skidSteer, wheelLoader } from './construction.ts';
import {
  chainsaw,
  generator,
  hedgeTrimmer,
  lawnMower,
  leafBlower,
  pressureWasher,
  rideOnMower,
  robotMower,
  snowBlower,
  trimmer,
} from './garden.ts';
import { battery, belt, blade, chain, filter, oil, sparkPlug, tyre } from './parts.ts';
import { rental, service } from './services.ts';
import { quadBike, trailer, utv } from './vehicles.ts';

export const DRAW: Record<ImageKind, (c: Ctx) => Drawing> = {
  excavator,
  'wheel-loader': wheelLoader,
  dumper,
  'plate-compactor': plateCompactor,
  'skid-steer': skidSteer,
  'lawn-mower': lawnMower,
  'robot-mower': robotMower,
  'ride-on-mower': rideOnMower,
  chainsaw,
  trimmer,
  'leaf-blower': leafBlower,
  'hedge-trimmer': hedgeTrimmer,
  'snow-blower': snowBlower,
  'pressure-washer': pressureWasher,
  generator,
  'quad-bike': quadBike,
  utv,
  trailer,
  filter,
  blade,
  belt,
  battery,
  oil,
  tyre,
  'spark-plug': sparkPlug,
  chain,
  bucket,
  helmet,
  gloves,
  jacket,
  service,
  rental,
};
