"""The PostgreSQL plumbing shared by ``PostgresStore``, its audit trail and its vectors.

* **Connections**: a ``psycopg_pool.ConnectionPool`` per component; a thread borrows one
  connection for one transaction. Connections are checked on checkout, so after a database
  restart or fail-over the next request gets a fresh one instead of an error.
* **Isolation**: every table has row-level security, *forced*, so it applies to the table
  owner too. A transaction sees rows only after ``scope(conn, customer_id)`` has set
  ``support_memory.customer_id`` for that transaction alone (``SET LOCAL``). A query that
  forgot its ``customer_id`` filter still returns nothing of another customer, and a pooled
  connection carries no scope from one transaction to the next. Operations that must list
  across customers (``reindex``) use ``operator()``: a read-only transaction that the
  tables' ``FOR SELECT`` policies admit.
* **Serialisation**: ``scope(..., lock=True)`` also takes ``pg_advisory_xact_lock`` on the
  customer, so the writes of one customer's turn never interleave across replicas. It is
  held only inside a short write transaction, never while a reply engine runs.
* **Errors**: ``translate`` turns psycopg errors into ``errors.py`` types at this boundary.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from psycopg import sql
from psycopg_pool import ConnectionPool, PoolClosed, PoolTimeout

from support_memory import patterns
from support_memory.errors import (
    ConfigError,
    StoreAuthError,
    StoreCorruptError,
    StoreError,
    StoreUnavailableError,
)
from support_memory.stores.directory import like_prefix
from support_memory.stores.postgres_migrate import Schema, migrate

CUSTOMER_SETTING = "support_memory.customer_id"
SCOPE_SETTING = "support_memory.scope"
# The first key of the two-key advisory locks: "SM" + 1, so ours never meet another
# application's single-key locks on the same database.
CUSTOMER_LOCK_CLASS = 0x534D0001
# SET LOCAL rather than set_config(): the same per-transaction setting, and Citus passes
# SET LOCAL on to the worker that holds the customer's shard (docs/scaling.md).
_SCOPE = "SET LOCAL " + CUSTOMER_SETTING + " = {}"
_LOCK = "SELECT pg_advisory_xact_lock({}, hashtext({}))"
_OPERATOR = f"SET TRANSACTION READ ONLY; SET LOCAL {SCOPE_SETTING} = 'operator'"
# SQLSTATE classes that mean "try again later": connection, resources, operator
# intervention (shutdown, statement timeout), lock timeout, serialisation or deadlock.
_UNAVAILABLE_STATES = ("08", "53", "57", "55P03", "40001", "40P01")

_URL_PASSWORD = patterns.compile(r"(://[^:/@]*:)[^@]*@")
_QUERY_PASSWORD = patterns.compile(r"(password=)[^&\s]*")


def redact(url: str) -> str:
    """``url`` with its password replaced, for messages and logs."""
    url = _URL_PASSWORD.sub(r"\1***@", url)
    return _QUERY_PASSWORD.sub(r"\1***", url)


def translate(exc: Exception, action: str) -> StoreError:
    """Our error for a psycopg failure; use as ``raise translate(exc, ...) from exc``."""
    if isinstance(exc, PoolTimeout):
        return StoreUnavailableError(f"no database connection became free to {action}")
    if isinstance(exc, PoolClosed):
        return StoreError(f"cannot {action}: the store is closed")
    state = getattr(exc, "sqlstate", None) or ""
    if state.startswith("28"):
        return StoreAuthError(f"the database refused our credentials while trying to {action}")
    if isinstance(exc, pg_errors.InsufficientPrivilege):
        return StoreAuthError(f"the database role may not {action}: {exc}")
    if isinstance(exc, pg_errors.DataCorrupted | pg_errors.IndexCorrupted):
        return StoreCorruptError(f"the database reports corrupt data while trying to {action}")
    if state.startswith(_UNAVAILABLE_STATES) or isinstance(
        exc, psycopg.OperationalError | psycopg.InterfaceError
    ):
        return StoreUnavailableError(f"database unavailable while trying to {action}: {exc}")
    return StoreError(f"cannot {action}: {exc}")


def scope(conn: psycopg.Connection[Any], customer_id: str, *, lock: bool = False) -> None:
    """Make the current transaction see ``customer_id``'s rows only (and, with ``lock``,
    serialise it against every other locking transaction of that customer). One round
    trip; the id is sent as a quoted literal (and was validated before)."""
    statement = sql.SQL(_SCOPE).format(sql.Literal(customer_id))
    if lock:
        lock_it = sql.SQL(_LOCK).format(sql.Literal(CUSTOMER_LOCK_CLASS), sql.Literal(customer_id))
        statement = sql.SQL("; ").join([statement, lock_it])
    conn.execute(statement)


class PostgresDatabase:
    """A pooled connection to one database, its ``schema`` migrated on open.

    ``url`` is a libpq URL (``postgresql://user:password@host:5432/db``). The role must not
    be a superuser or have ``BYPASSRLS``: row-level security is what keeps customers apart
    even in a query that forgot its filter, and such a role would skip it.
    """

    def __init__(
        self,
        url: str,
        *,
        schema: Schema,
        pool_size: int = 4,
        connect_timeout_s: float = 10.0,
        statement_timeout_s: float = 30.0,
    ) -> None:
        self.where = redact(url)
        self.schema = schema
        self._url = url
        self._timeout = connect_timeout_s
        self._options: dict[str, Any] = {
            "connect_timeout": max(1, round(connect_timeout_s)),
            "application_name": f"support-memory/{schema.component}",
        }
        # Set after connecting, not as startup ``options``: those stay the URL's own (a
        # search_path, say), and poolers such as PgBouncer refuse unknown startup options.
        millis = round(statement_timeout_s * 1000)
        self._session = f"SET statement_timeout = {millis}; SET lock_timeout = {millis}"
        self._prepare()
        self._pool: ConnectionPool[psycopg.Connection[Any]] = ConnectionPool(
            url,
            min_size=1,
            max_size=max(1, pool_size),
            kwargs={**self._options, "autocommit": True},
            configure=self._configure,
            check=ConnectionPool.check_connection,
            timeout=connect_timeout_s,
            name=f"support-memory-{schema.component}",
            open=False,
        )
        self._pool.open(wait=False)

    @contextlib.contextmanager
    def transaction(self, action: str) -> Iterator[psycopg.Connection[Any]]:
        """One transaction on a pooled connection; it sees no customer until ``scope``.
        Committed on success, rolled back on any error; psycopg errors come out translated."""
        try:
            with self._pool.connection() as conn, conn.transaction():
                yield conn
        except (psycopg.Error, PoolTimeout) as exc:
            raise translate(exc, action) from exc

    @contextlib.contextmanager
    def customer(
        self, customer_id: str, action: str, *, lock: bool = False
    ) -> Iterator[psycopg.Connection[Any]]:
        """A transaction scoped to one customer (``lock``: and serialised on it)."""
        with self.transaction(action) as conn:
            scope(conn, customer_id, lock=lock)
            yield conn

    @contextlib.contextmanager
    def operator(self, action: str) -> Iterator[psycopg.Connection[Any]]:
        """A read-only transaction that may read every customer's rows (operations only)."""
        with self.transaction(action) as conn:
            conn.execute(_OPERATOR)
            yield conn

    def close(self) -> None:
        self._pool.close()

    def _configure(self, conn: psycopg.Connection[Any]) -> None:
        # A stuck statement or lock wait must end as an error, not hang a request.
        conn.execute(self._session.encode())

    def _prepare(self) -> None:
        """Check the role and migrate, on a connection of its own so that a wrong URL or
        password fails here with the server's own words."""
        try:
            with psycopg.connect(self._url, autocommit=True, **self._options) as conn:
                self._configure(conn)
                _check_role(conn, self.where)
                migrate(conn, self.schema)
        except psycopg.Error as exc:
            raise _setup_error(exc, self.schema.component, self.where) from exc


def _setup_error(exc: psycopg.Error, component: str, where: str) -> StoreError | ConfigError:
    """Set-up failures that configuration must fix are ``ConfigError``s that say how."""
    if isinstance(exc, pg_errors.DuplicateTable | pg_errors.DuplicateObject):
        return ConfigError(
            f"{where} already has a table of that name that support-memory did not create "
            f"({exc}); use another database or schema"
        )
    if isinstance(exc, pg_errors.InsufficientPrivilege | pg_errors.UndefinedFile):
        return ConfigError(
            f"cannot set up the {component} tables in {where}: {exc}. The role needs to own "
            "its database (or schema); pgvector must be installed by an administrator with "
            "CREATE EXTENSION vector (docs/scaling.md)"
        )
    return translate(exc, f"open {where}")


def _check_role(conn: psycopg.Connection[Any], where: str) -> None:
    row = conn.execute(
        "SELECT rolname, rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user"
    ).fetchone()
    if row is not None and row[1]:
        raise ConfigError(
            f"the database role {row[0]!r} of {where} is a superuser or has BYPASSRLS, so "
            "row-level security would not keep customers apart. Connect as an ordinary role "
            "that owns the support-memory tables (docs/scaling.md shows the SQL)."
        )


def customer_page(
    conn: psycopg.Connection[Any], table: str, stamp: str, prefix: str, limit: int, offset: int
) -> tuple[list[tuple[str, str, int]], int]:
    """``(customer_id, newest stamp, rows)`` of ``table``'s customers whose id starts with
    ``prefix`` (case-insensitive), newest first, and how many match in all. For an
    ``operator()`` transaction; ``table`` and ``stamp`` are our identifiers, never input."""
    pattern = like_prefix(prefix)
    where = f"FROM {table} WHERE customer_id ILIKE %s ESCAPE '\\'"
    rows = conn.execute(
        f"SELECT customer_id, max({stamp}), count(*) {where} GROUP BY customer_id"
        " ORDER BY 2 DESC, 1 LIMIT %s OFFSET %s",
        (pattern, limit, offset),
    ).fetchall()
    total = conn.execute(f"SELECT count(DISTINCT customer_id) {where}", (pattern,)).fetchone()
    return [(c, at, int(n)) for c, at, n in rows], int(total[0]) if total else 0
