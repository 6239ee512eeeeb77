import { endpoint } from '../common/endpoint';
import { RegionTree } from './regions.schema';

const tags = ['regions'];

export const getUsRegionTree = endpoint({
  method: 'GET', path: '/api/v2/region/us/tree', access: 'public', tags,
  summary: 'US states and the District of Columbia with their cities',
  response: RegionTree,
});
export const getRegionTree = endpoint({
  method: 'GET', path: '/api/v2/region/tree', access: 'public', tags,
  summary: 'Countries buyers ship to, with their states/provinces/regions and cities',
  response: RegionTree,
});
