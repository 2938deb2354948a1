# missing: celery_docker_executor (decorated executor; config schema, no Python signature; @executor in dagster_celery_docker/executor.py, not read)
