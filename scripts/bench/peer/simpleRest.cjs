/**
 * json-server 0.17 middleware (`--middlewares`): ra-data-simple-rest's list query
 * (`sort=["f","DESC"]&range=[0,9]&filter={...}`) in json-server's own terms. The total goes back
 * in json-server's X-Total-Count, which the peer's provider is told to read. Everything else is
 * json-server's.
 */
module.exports = (req, _res, next) => {
  const { sort, range, filter } = req.query;
  if (req.method !== 'GET' || (sort === undefined && range === undefined)) return next();
  delete req.query.sort;
  delete req.query.range;
  delete req.query.filter;
  if (sort !== undefined) {
    const [field, order] = JSON.parse(sort);
    req.query._sort = field;
    req.query._order = String(order).toLowerCase();
  }
  if (range !== undefined) {
    const [start, end] = JSON.parse(range);
    req.query._start = String(start);
    req.query._end = String(end + 1);
  }
  Object.assign(req.query, filter === undefined ? {} : JSON.parse(filter));
  return next();
};
