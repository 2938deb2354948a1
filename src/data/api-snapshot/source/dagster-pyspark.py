# file: python_modules/libraries/dagster-pyspark/dagster_pyspark/resources.py @101575dc0f66f3b4aaf7ba007a4eb03fca392c3a
class PySparkResource:
    spark_config: Dict[str, Any]
    @property
    def spark_session(self): ...
    @property
    def spark_context(self): ...

class LazyPySparkResource:
    spark_config: Dict[str, Any]
    @property
    def spark_session(self): ...
    @property
    def spark_context(self): ...

# missing: pyspark_resource (decorated resource; no call signature)
