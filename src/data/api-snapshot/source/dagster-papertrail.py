# missing: papertrail_logger (decorated logger; config schema, no Python signature; @logger in dagster_papertrail/loggers.py, not read)
