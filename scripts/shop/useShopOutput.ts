/**
 * Imported first by the build's Node code that runs the app's modules (webpack.config.ts, whose
 * plugins write the pages' tags from src/config/shop.ts, and the product pages' renderer): with
 * SHOP_OUTPUT set, the app's imports of the demo's facts (generated/toko-contoh/facts/*.json)
 * resolve to that shop's instead, as webpack's alias and jest's moduleNameMapper do for the
 * bundle and the tests. Without it, nothing changes.
 */
import Module from 'node:module';
import path from 'node:path';
import { demoOutput, shopOutputFrom } from './shopOutput';

const root = path.resolve(__dirname, '../..');
const demo = demoOutput(root).facts + path.sep;
const shop = shopOutputFrom(root).facts + path.sep;

type Resolve = (request: string, parent: unknown, isMain: boolean, options: unknown) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };

if (shop !== demo) {
  const resolve = modules._resolveFilename;
  modules._resolveFilename = function (request, parent, isMain, options) {
    const file = resolve.call(this, request, parent, isMain, options);
    return file.startsWith(demo) ? shop + file.slice(demo.length) : file;
  };
}
