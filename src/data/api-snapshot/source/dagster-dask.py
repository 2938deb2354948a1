# missing: dask_executor (decorated executor; config schema, no Python signature; @executor in dagster_dask/executor.py, not read)
